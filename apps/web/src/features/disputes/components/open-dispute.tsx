import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { REASONS_OF, type DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import { notifyError } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import type { TranslationKey } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { useOpenDispute } from '../api/disputes';
import { StatementFields, useStatementDraft } from './statements';

/** Each reason as the screens name it. */
export const REASON_LABELS: Record<DisputeReason, TranslationKey> = {
  notDelivered: 'disputes.reason_notDelivered',
  notAsDescribed: 'disputes.reason_notAsDescribed',
  quality: 'disputes.reason_quality',
  clientUnresponsive: 'disputes.reason_clientUnresponsive',
  other: 'disputes.reason_other',
};

/** What opening a dispute does, said before it is done. */
function WhatItDoes() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('disputes.open_what_title')}>
      <Text size="sm">{t('disputes.open_what')}</Text>
    </Alert>
  );
}

/**
 * A party asks an admin to decide: a reason, what happened, and files if they help. What it
 * does is said before it is done: the Airwork stops and the money stays held.
 */
export function OpenDispute({ taskId, side }: { taskId: number; side: 'client' | 'pilot' }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const draft = useStatementDraft();
  const open = useOpenDispute();
  const submit = () => {
    setTried(true);
    if (!reason || draft.text.trim() === '') return;
    open.mutate(
      {
        taskId,
        reason: reason as DisputeReason,
        statement: draft.text,
        attachmentIds: draft.ids(),
      },
      { onError: (err) => notifyError(translateMessage(messageOf(err))) },
    );
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.uploading) submit();
      }}
    >
      <Stack gap="md">
        <WhatItDoes />
        <NativeSelect
          label={t('disputes.reason')}
          data={[
            { value: '', label: t('disputes.reason_placeholder'), disabled: true },
            ...REASONS_OF[side].map((r) => ({ value: r, label: t(REASON_LABELS[r]) })),
          ]}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          withAsterisk
          error={tried && !reason ? translateMessage('dispute.reason_needed') : undefined}
        />
        <StatementFields draft={draft} label={t('disputes.statement_label')} required />
        {tried && draft.text.trim() === '' && (
          <Text size="sm" c="red.8" role="alert">
            {translateMessage('dispute.statement_needed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" color="red.8" loading={open.isPending} disabled={draft.uploading}>
            {t('disputes.open_submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
