import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { updatePayoutRequestSchema } from '@airwork/shared/pilots/pilot.schema';
import { usePilotInfo } from '../../../lib/pilot-info';
import { useCurrentUser } from '../../../lib/session';
import { useSettingsForm } from '../components/use-settings-form';
import { updatePayoutCall } from '@airwork/shared/pilots/member.calls';
import { PaymentHistorySection } from '../../../components/payment-history';

const METHODS = [
  { value: '1', label: 'payout.method_provider' },
  { value: '2', label: 'payout.method_transfer' },
  { value: '3', label: 'payout.method_card' },
] as const;

interface Values extends Record<string, unknown> {
  method: string;
  email: string;
}

function PayoutForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const info = usePilotInfo(userId).data;
  const saved = info && {
    method: info.payoutMethod ? String(info.payoutMethod) : '',
    email: info.payoutEmail,
  };
  const { field, submit, saving } = useSettingsForm<Values>(updatePayoutCall, userId, {
    schema: updatePayoutRequestSchema.omit({ userId: true }),
    initialValues: { method: '', email: '' },
    saved,
    toBody: (v) => ({ method: Number(v.method), email: v.email }),
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group label={t('payout.method')} withAsterisk {...field('method')}>
          <Stack gap="xs" mt="xs">
            {METHODS.map((m) => (
              <Radio key={m.value} value={m.value} label={t(m.label)} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('payout.email')}
          description={t('payout.email_hint')}
          type="email"
          {...field('email')}
        />
        <Text size="sm" c="dimmed">
          {t('payout.card_note')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec "Pilot payment": how the pilot is paid out, saved and shown again. */
export function PilotPaymentPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('payout.title')}
      </Title>
      <Paper withBorder p="lg" radius="lg">
        <PayoutForm userId={user.id} />
      </Paper>
      <PaymentHistorySection side="pilot" />
    </Stack>
  );
}
