import { useState } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandPaypal, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import {
  PaymentMethod,
  type ClientPayment,
  type PaymentMethodOnFile,
  type PaymentState,
} from '@airwork/shared/payments/payment.schema';
import { centsToAmount } from '@airwork/shared/money';
import { PagedTable, type Column } from '../../../components/paged-table';
import type { TranslationKey } from '../../../i18n/i18n';
import { formatCad, formatDate } from '../../../lib/format';
import { useClientPayments } from '../api/client-payments';
import { PaymentHistorySection } from '../../../components/payment-history';
import { link } from '../../../lib/paths';

// Filled dark shades, white text: each passes AA for a badge's small bold text (Mantine's
// green.9 and orange.9 do not, hence teal and red).
const STATE_COLOR: Record<PaymentState, string> = {
  none: 'gray.8',
  created: 'gray.8',
  held: 'blue.9',
  captured: 'teal.9',
  released: 'gray.8',
  refunded: 'violet.9',
  expired: 'red.9',
};

/** A card as the client knows it — "Visa ending in 4242" — or the other ways of paying. */
function MethodName({ m }: { m: PaymentMethodOnFile }) {
  const { t } = useTranslation();
  if (m.method === PaymentMethod.card && m.last4) {
    const brand = t(`card.brand_${m.brand ?? 'other'}` as TranslationKey);
    return <>{t('card.on_file', { brand, last4: m.last4 })}</>;
  }
  return (
    <>
      {t(m.method === PaymentMethod.provider ? 'wizard.method_provider' : 'wizard.method_default')}
    </>
  );
}

function MethodCard({ m }: { m: PaymentMethodOnFile }) {
  const { t, i18n } = useTranslation();
  const Icon =
    m.method === PaymentMethod.card
      ? IconCreditCard
      : m.method === PaymentMethod.provider
        ? IconBrandPaypal
        : IconWallet;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start">
        <Icon size={28} aria-hidden stroke={1.6} />
        <Stack gap={2}>
          <Text fw={600}>
            <MethodName m={m} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('clientpay.last_used', {
              date: formatDate(m.lastUsedAt, i18n.language),
              count: m.airworks,
            })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function PaidFor({ item: p }: { item: ClientPayment }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={link.airworkDetails(p.taskId)}>
        {p.title}
      </Anchor>
      <Text size="xs" c="dimmed" ff="monospace">
        {p.tasksId}
        {p.part > 1 && ` · ${t('clientpay.renewal')}`}
      </Text>
      <PaidWith p={p} />
    </>
  );
}

/** What the money was taken with: the card the sandbox charged, or PayPal. */
function PaidWith({ p }: { p: ClientPayment }) {
  const { t } = useTranslation();
  const method =
    p.provider === 'paypal'
      ? 'PayPal'
      : p.cardLast4
        ? t('card.on_file', {
            brand: t(`card.brand_${p.cardBrand ?? 'other'}` as TranslationKey),
            last4: p.cardLast4,
          })
        : undefined;
  if (!method) return null;
  return (
    <Text size="xs" c="dimmed">
      {method}
    </Text>
  );
}

function PaidOn({ item: p }: { item: ClientPayment }) {
  const { i18n } = useTranslation();
  return formatDate(p.createdAt, i18n.language);
}

function MoneyState({ item: p }: { item: ClientPayment }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Badge color={STATE_COLOR[p.state]} variant="filled">
        {t(`record.money_${p.state}` as TranslationKey)}
      </Badge>
      {p.settledAt && (
        <Text size="xs" c="dimmed">
          {formatDate(p.settledAt, i18n.language)}
        </Text>
      )}
    </>
  );
}

function Tax({ item: p }: { item: ClientPayment }) {
  const { i18n } = useTranslation();
  return formatCad(centsToAmount(p.taxCents), i18n.language);
}

/** What was charged, and under it what was held and given back (a split's rest, a void). */
function Total({ item: p }: { item: ClientPayment }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Text span fw={600} inherit>
        {formatCad(centsToAmount(p.amountCents), i18n.language)}
      </Text>
      {p.releasedCents > 0 && (
        <Text size="xs" c="dimmed">
          {t('clientpay.released', {
            amount: formatCad(centsToAmount(p.releasedCents), i18n.language),
          })}
        </Text>
      )}
    </>
  );
}

function useColumns(): Column<ClientPayment>[] {
  const { t } = useTranslation();
  return [
    { key: 'airwork', header: t('clientpay.airwork'), Cell: PaidFor, primary: true },
    { key: 'date', header: t('jobs.date'), Cell: PaidOn, nowrap: true },
    { key: 'state', header: t('jobs.status'), Cell: MoneyState },
    { key: 'tax', header: t('payment.tax'), Cell: Tax, align: 'right', nowrap: true },
    { key: 'total', header: t('payment.total'), Cell: Total, align: 'right', nowrap: true },
  ];
}

/** The client's Payment screen (spec: client sidebar, Payment): ways of paying and payments. */
export function ClientPaymentPage() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = useClientPayments(paging);
  const methods = list.data?.methods ?? [];
  const columns = useColumns();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('clientpay.title')}
      </Title>
      <Stack gap="xs" component="section" aria-labelledby="methods-heading">
        <Title order={2} size="h4" id="methods-heading">
          {t('clientpay.methods')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('clientpay.methods_hint')}
        </Text>
        {list.data && methods.length === 0 && <Text>{t('clientpay.methods_empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {methods.map((m) => (
            <MethodCard key={`${m.method}-${m.brand}-${m.last4}`} m={m} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="payments-heading">
        <Title order={2} size="h4" id="payments-heading">
          {t('clientpay.payments')}
        </Title>
        <PagedTable
          list={list}
          paging={paging}
          onPaging={setPaging}
          empty={t('clientpay.payments_empty')}
          minWidth={640}
          columns={columns}
          rowKey={(p) => `${p.taskId}-${p.part}-${p.createdAt}`}
          label={t('clientpay.payments')}
        />
      </Stack>
      <PaymentHistorySection side="client" />
    </Stack>
  );
}
