import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

const POLICY_KEYS = [
  'policy.hold',
  'policy.capture',
  'policy.cancel',
  'policy.expiry',
  'policy.dispute',
  'policy.security',
] as const;

/** Airwork's payment policy: how the hold, the charge, cancellation and disputes work. */
export function PaymentPolicy() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-policy">
      <Title order={2} fz="md" id="payment-policy" mb={4}>
        {t('policy.title')}
      </Title>
      {/* Focusable, so the text scrolls by keyboard too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('policy.title')}
        mah={180}
        p="sm"
        style={{
          overflowY: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {POLICY_KEYS.map((key) => (
          <Text key={key} size="sm" mb="xs">
            {t(key)}
          </Text>
        ))}
      </Box>
    </section>
  );
}
