import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { paymentHistoryCall, type PaidItem } from '@airwork/shared/payments/receipt.calls';
import { useTranslation } from '../i18n/use-translation';
import { call, keyOf } from '../lib/call';
import { formatCad, formatDate } from '../lib/format';
import { link } from '../lib/paths';
import { PagedTable, type Column } from './paged-table';
import { ReceiptButtons } from './receipt-buttons';

// What was charged (a client) or paid out (a pilot), with totals per year and each
// Airwork's paper to download: what a business files (issue 25).

function usePaymentHistory(paging: { page: number; size: number }) {
  const body = { page: paging.page, size: asPageSize(paging.size) };
  return useQuery({
    queryKey: keyOf(paymentHistoryCall, body),
    queryFn: () => call(paymentHistoryCall, body),
    placeholderData: keepPreviousData,
  });
}

function AirworkCell({ item }: { item: PaidItem }) {
  return (
    <Anchor component={Link} to={link.airworkDetails(item.taskId)}>
      {item.tasksId} · {item.title}
    </Anchor>
  );
}

function PaidOn({ item }: { item: PaidItem }) {
  const { i18n } = useTranslation();
  return formatDate(item.paidAt, i18n.language);
}

function Amount({ item }: { item: PaidItem }) {
  const { i18n } = useTranslation();
  return formatCad(item.amount, i18n.language);
}

function PaperCell({ item }: { item: PaidItem }) {
  return <ReceiptButtons taskId={item.taskId} kinds={[item.kind]} />;
}

/** Each year's count and totals, the latest first. */
function Years({
  years,
  side,
}: {
  years: { year: number; count: number; amount: number; tax: number }[];
  side: 'client' | 'pilot';
}) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {years.map((y) => (
        <Paper key={y.year} withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            {t('paid.year', { year: y.year, count: y.count })}
          </Text>
          <Text fw={700} fz="xl">
            {formatCad(y.amount, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(side === 'client' ? 'paid.tax_included' : 'paid.tax_collected', {
              tax: formatCad(y.tax, i18n.language),
            })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The history section of a Payment screen: the client's charges, or the pilot's payouts. */
export function PaymentHistorySection({ side }: { side: 'client' | 'pilot' }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = usePaymentHistory(paging);
  const title = t(side === 'client' ? 'paid.title_client' : 'paid.title_pilot');
  const columns: Column<PaidItem>[] = [
    { key: 'airwork', header: t('paid.col_airwork'), Cell: AirworkCell, primary: true },
    { key: 'date', header: t('paid.col_date'), Cell: PaidOn, nowrap: true },
    {
      key: 'amount',
      header: t(side === 'client' ? 'paid.col_charged' : 'paid.col_paid'),
      Cell: Amount,
      nowrap: true,
    },
    { key: 'paper', header: t('paid.col_paper'), Cell: PaperCell },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="paid-heading">
      <Title order={2} size="h4" id="paid-heading">
        {title}
      </Title>
      {list.data && list.data.years.length > 0 && <Years years={list.data.years} side={side} />}
      <PagedTable
        list={list}
        paging={paging}
        onPaging={setPaging}
        empty={t('paid.empty')}
        minWidth={640}
        columns={columns}
        rowKey={(p) => p.taskId}
        label={title}
      />
    </Stack>
  );
}
