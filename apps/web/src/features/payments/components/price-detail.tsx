import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TaskWithTax } from '@airwork/shared/payments/payment.schema';
import { formatCad } from '../../../lib/format';
import { provinceNamed } from '@airwork/shared/payments/tax';

function Row({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 800 : 500}>{formatCad(cents / 100, i18n.language)}</Text>
    </Group>
  );
}

/** The province as the reader's language names it ("安大略省", "Ontario"), else as stored. */
function provinceIn(province: string, language: string): string {
  const names = provinceNamed(province)?.names;
  if (!names) return province;
  return (language === 'zh' ? names[names.length - 1] : names[0]) ?? province;
}

/** The spec's price detail: Amount, Tax, Total — computed by the server, shown as is. */
export function PriceDetail({ price }: { price: TaskWithTax }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label={t('payment.price_detail')}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('payment.price_detail')}
        </Title>
        <Row label={t('payment.amount')} cents={price.subtotalCents} />
        <Row label={`${t('payment.tax')} (${price.taxLabel})`} cents={price.taxCents} />
        <Divider />
        <Row label={t('payment.total')} cents={price.totalCents} strong />
        <Text size="xs" c="dimmed">
          {t('payment.tax_included', { province: provinceIn(price.province, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
