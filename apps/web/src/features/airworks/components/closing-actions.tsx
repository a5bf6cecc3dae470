import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { LabelledModal } from '../../../components/labelled-modal';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { cancelRequestSchema } from '@airwork/shared/delivery/delivery.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { isBuilt, link } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useCancelAirwork } from '../api/cancel-airwork';
import { messageOf } from '../../../lib/call';
import { mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { viewerOf } from '../../../lib/viewer';

const formSchema = cancelRequestSchema.pick({ reason: true });

interface Values extends Record<string, unknown> {
  reason: string;
}

/** The reason asked before an Airwork under way is cancelled. */
function CancelModal({ airwork, onClose }: { airwork: Airwork; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelAirwork();
  const { field, onSubmit } = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: { reason: '' },
  });
  const submit = onSubmit((values) =>
    cancel.mutate(
      { taskId: airwork.id, reason: values.reason },
      {
        onSuccess: () => {
          notifySuccess(t('cancel.done'));
          onClose();
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return (
    <LabelledModal opened onClose={onClose} title={t('cancel.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('cancel.explain')}</Text>
          <Textarea label={t('cancel.reason')} required autosize minRows={3} {...field('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel.keep')}
            </Button>
            <Button type="submit" color="red.8" loading={cancel.isPending}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LabelledModal>
  );
}

/**
 * View result (its client once completed, admins once files arrive) and Cancel (its client
 * once hired, before completion; admins before completion).
 */
export function ClosingActions({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [cancelling, setCancelling] = useState(false);
  if (!user) return null;
  const viewer = viewerOf(user, airwork);
  const owner = viewer === 'owner';
  const admin = viewer === 'admin';
  const result = link.airworkResult(airwork.id);
  const canView =
    (owner && mayDo('review', airwork.state)) || (admin && mayDo('results', airwork.state));
  // The graph says who may cancel now (the reply's allowedActions); the owner deletes an open
  // Airwork instead (its own button).
  const canCancel =
    airwork.allowedActions.includes('cancel') && (admin || airwork.state !== 'open');
  if (!canView && !canCancel) return null;
  return (
    <Group>
      {canView && isBuilt(result) && (
        <Button component={Link} to={result}>
          {t('details.view_result')}
        </Button>
      )}
      {canCancel && (
        <Button color="red.9" variant="outline" onClick={() => setCancelling(true)}>
          {t('cancel.button')}
        </Button>
      )}
      {cancelling && <CancelModal airwork={airwork} onClose={() => setCancelling(false)} />}
    </Group>
  );
}
