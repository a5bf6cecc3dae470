import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LabelledModal } from '../../../components/labelled-modal';
import { useTranslation } from '../../../i18n/use-translation';
import type { PilotTransition } from '@airwork/shared/accounts/pilot-transitions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useSetPilotState } from '../api/admin-calls';
import { messageOf } from '../../../lib/call';

// Dark shades: white text on them meets WCAG AA.
const COLORS: Record<PilotTransition['action'], string> = {
  block: 'red.9',
  unblock: 'blue.8',
  delete: 'red.8',
  undelete: 'blue.8',
  approve: 'teal.9',
  disapprove: 'red.8',
};

/** Sends the change; on success closes the dialog and says so, else tells why. */
function usePilotChange(
  userId: number,
  transition: PilotTransition,
  reason: string,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const change = useSetPilotState();
  const confirm = () =>
    change.mutate(
      { userId, state: transition.to, reason },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(t('admin.state_changed'));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    );
  return { confirm, pending: change.isPending };
}

/**
 * One of the admin's changes to a pilot (the transition table decides which show). Every change
 * asks for confirmation; Disapprove also asks why, which the pilot reads.
 */
export function PilotActionButton({
  userId,
  name,
  transition,
}: {
  userId: number;
  name: string;
  transition: PilotTransition;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const label = t(`admin.action_${transition.action}` as TranslationKey);
  const needsReason = transition.action === 'disapprove';
  const { confirm, pending } = usePilotChange(userId, transition, reason, () => setOpen(false));
  return (
    <>
      <Button
        size="compact-sm"
        variant="outline"
        color={COLORS[transition.action]}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <LabelledModal opened={open} onClose={() => setOpen(false)} title={label}>
        <Stack>
          <Text size="sm">{t('admin.confirm', { action: label, name })}</Text>
          {needsReason && (
            <Textarea
              label={t('admin.reason')}
              description={t('admin.reason_hint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={1000}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('details.cancel')}
            </Button>
            <Button
              color={COLORS[transition.action]}
              onClick={confirm}
              loading={pending}
              disabled={needsReason && reason.trim() === ''}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </LabelledModal>
    </>
  );
}
