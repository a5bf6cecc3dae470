import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { amountToCents } from '@airwork/shared/money';
import {
  DECISION_REASON_MAX,
  type Decision,
  type DisputeOutcome,
} from '@airwork/shared/disputes/dispute.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import type { TranslationKey } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { formatCad, formatDateTime } from '../../../lib/format';
import { useDecideDispute } from '../api/disputes';

const OUTCOME_LABELS: Record<DisputeOutcome, TranslationKey> = {
  release: 'disputes.outcome_release',
  refund: 'disputes.outcome_refund',
  split: 'disputes.outcome_split',
};

/** The decision as both sides and admins read it: what went where, and why. */
export function DecisionView({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatCad(amount, i18n.language);
  return (
    <Alert color="teal" title={t(OUTCOME_LABELS[decision.outcome])}>
      <Stack gap={6}>
        <Text size="sm">
          {t('disputes.decided_amounts', {
            captured: money(decision.capturedAmount),
            share: money(decision.pilotShareAmount),
            released: money(decision.releasedAmount),
          })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {t('disputes.decided_reason', { reason: decision.reason })}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(decision.decidedAt, i18n.language)}
        </Text>
        {!decision.settled && (
          <Text size="sm" c="orange.9">
            {t('disputes.not_settled')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** What a split pays the pilot, in cents, when the text is a valid amount below the hold. */
function splitCents(text: string, holdCents: number): number | undefined {
  const cents = amountToCents(text.trim());
  return cents !== undefined && cents > 0 && cents < holdCents ? cents : undefined;
}

/** The decision's state: the outcome, a split's amount, the reason, and the two presses. */
function useDecision(taskId: number, holdAmount: number, lapsed: boolean) {
  const { t } = useTranslation();
  const [chosen, setOutcome] = useState<DisputeOutcome>('release');
  // A lapsed hold can pay nobody: only a refund takes effect until the client renews it.
  const outcome = lapsed ? 'refund' : chosen;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const decide = useDecideDispute();
  const holdCents = Math.round(holdAmount * 100);
  const split = outcome === 'split' ? splitCents(amount, holdCents) : undefined;
  const captured = outcome === 'release' ? holdCents : outcome === 'refund' ? 0 : (split ?? 0);
  const valid = reason.trim() !== '' && (outcome !== 'split' || split !== undefined);
  const submit = () =>
    decide.mutate(
      {
        taskId,
        outcome,
        reason,
        ...(split !== undefined && { captureAmount: (split / 100).toFixed(2) }),
      },
      {
        onSuccess: () => notifySuccess(t('disputes.decided')),
        onError: (err) => {
          setConfirming(false);
          notifyError(translateMessage(messageOf(err)));
        },
      },
    );
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setConfirming(false);
    };
  return {
    outcome,
    setOutcome: change(setOutcome),
    amount,
    setAmount: change(setAmount),
    reason,
    setReason,
    split,
    valid,
    confirming,
    setConfirming,
    pending: decide.isPending,
    submit,
    /** What goes to the pilot and back to the client, in dollars. */
    amounts: { captured: captured / 100, released: (holdCents - captured) / 100 },
  };
}

/** The outcome, and a split's amount. */
function OutcomeFields({
  d,
  holdAmount,
  lapsed,
}: {
  d: ReturnType<typeof useDecision>;
  holdAmount: number;
  lapsed: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('disputes.decide_label')}
        value={d.outcome}
        onChange={(v) => d.setOutcome(v)}
      >
        <Stack gap="xs" mt="xs">
          {(['release', 'refund', 'split'] as const).map((o) => (
            <Radio
              key={o}
              value={o}
              label={t(OUTCOME_LABELS[o])}
              disabled={lapsed && o !== 'refund'}
            />
          ))}
        </Stack>
      </Radio.Group>
      {d.outcome === 'split' && (
        <TextInput
          label={t('disputes.split_amount', { hold: formatCad(holdAmount, i18n.language) })}
          inputMode="decimal"
          value={d.amount}
          onChange={(e) => d.setAmount(e.currentTarget.value)}
          error={
            d.amount !== '' && d.split === undefined
              ? translateMessage('dispute.split_amount')
              : undefined
          }
        />
      )}
    </>
  );
}

/**
 * An admin's decision: release, refund or split, with a reason both sides receive. Pressed
 * once to review what it will do, then to confirm it.
 */
export function DecideForm({
  taskId,
  holdAmount,
  lapsed,
}: {
  taskId: number;
  holdAmount: number;
  /** The hold passed its validity: release and split wait for the client's renewal. */
  lapsed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatCad(amount, i18n.language);
  const d = useDecision(taskId, holdAmount, lapsed);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!d.valid) return;
        if (d.confirming) d.submit();
        else d.setConfirming(true);
      }}
    >
      <Stack gap="md">
        <OutcomeFields d={d} holdAmount={holdAmount} lapsed={lapsed} />
        <Textarea
          label={t('disputes.decision_reason')}
          description={t('disputes.decision_reason_hint')}
          value={d.reason}
          onChange={(e) => d.setReason(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={DECISION_REASON_MAX}
          withAsterisk
        />
        {d.confirming && (
          <Alert color="orange" title={t('disputes.confirm_title')}>
            {t('disputes.confirm_amounts', {
              captured: money(d.amounts.captured),
              released: money(d.amounts.released),
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          {d.confirming && (
            <Button variant="default" onClick={() => d.setConfirming(false)}>
              {t('disputes.confirm_back')}
            </Button>
          )}
          <Button type="submit" disabled={!d.valid} loading={d.pending}>
            {d.confirming ? t('disputes.confirm') : t('disputes.decide')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
