import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { rejectOrderRequestSchema } from '@airwork/shared/delivery/delivery.schema';
import { RatingType } from '@airwork/shared/ratings/rating.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { formatCad } from '../../../lib/format';
import { useAcceptOrder, useRejectOrder } from '../api/decisions';
import { messageOf } from '../../../lib/call';
import { link } from '../../../lib/paths';
import { PaymentPart } from '@airwork/shared/payments/payment.schema';
import { PaymentOutcome } from '@airwork/shared/payments/payment.calls';

const formSchema = rejectOrderRequestSchema.pick({ comments: true });

interface Values extends Record<string, unknown> {
  comments: string;
}

/** The hold expired before the capture: the client renews it (make-payment, part 2). */
export function RenewHold({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('result.hold_expired')}>
      <Anchor component={Link} to={link.makePayment(taskId, PaymentPart.renewal)}>
        {t('result.renew_hold')}
      </Anchor>
    </Alert>
  );
}

/** Accept (then rate the pilot), or reject with the note (back to the Airwork). */
function useDecision(airwork: Airwork) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptOrder();
  const reject = useRejectOrder();
  const [confirming, setConfirming] = useState(false);
  const [expired, setExpired] = useState(false);
  const schemaForm = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: { comments: '' },
  });
  const failed = (err: unknown) => notifyError(translateMessage(messageOf(err)));
  const doAccept = () =>
    accept.mutate(
      { taskId: airwork.id, comments: schemaForm.form.values.comments.trim() || undefined },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(t('result.accepted'));
          const pilot = airwork.pilotUserId;
          void navigate(
            pilot === null
              ? link.airworkDetails(airwork.id)
              : link.rating(airwork.id, pilot, RatingType.ofPilot),
          );
        },
        onError: (err) => {
          setConfirming(false);
          // The hold lapsed before acceptance: the client is led to hold the money again.
          if (messageOf(err) === PaymentOutcome.expired.message) return setExpired(true);
          failed(err);
        },
      },
    );
  const doReject = schemaForm.onSubmit((values) =>
    reject.mutate(
      { taskId: airwork.id, comments: values.comments },
      {
        onSuccess: () => {
          notifySuccess(t('result.rejected'));
          void navigate(link.airworkDetails(airwork.id));
        },
        onError: failed,
      },
    ),
  );
  return {
    accept,
    reject,
    confirming,
    setConfirming,
    expired,
    field: schemaForm.field,
    doAccept,
    doReject,
  };
}

/** The client's decision on completed results: a note, Accept (capture) or Reject (back to work). */
export function ResultDecision(props: { airwork: Airwork; payOnly?: boolean }) {
  const { airwork, payOnly = false } = props;
  const { t, i18n } = useTranslation();
  const { accept, reject, confirming, setConfirming, expired, field, doAccept, doReject } =
    useDecision(airwork);
  return (
    <form noValidate onSubmit={doReject}>
      <Stack gap="sm">
        {expired && <RenewHold taskId={airwork.id} />}
        {payOnly ? (
          <Text>{t('result.pay_renewed')}</Text>
        ) : (
          <Textarea
            label={t('result.note')}
            description={t('result.note_hint')}
            autosize
            minRows={3}
            {...field('comments')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {!payOnly && (
            <Button type="submit" color="red.9" variant="outline" loading={reject.isPending}>
              {t('result.reject')}
            </Button>
          )}
          <Button type="button" color="teal.9" onClick={() => setConfirming(true)}>
            {t(payOnly ? 'result.pay_now' : 'result.accept')}
          </Button>
        </Group>
      </Stack>
      {/* Accepting charges the held money: the client says so once more, knowing the amount. */}
      <ConfirmDialog
        opened={confirming}
        title={t('result.accept_title')}
        text={t('result.accept_confirm', { amount: formatCad(airwork.salary, i18n.language) })}
        confirmLabel={t('result.accept')}
        confirmColor="teal.9"
        busy={accept.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={doAccept}
      />
    </form>
  );
}
