import { useState } from 'react';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/airwork.schema';
import { AirworkCard } from '../../../components/airwork-card';
import { useClientAirworks } from '../api/client-airworks';
import { Pager } from '../../../components/pager';
import { KeywordSearch } from '../../../components/keyword-search';

/** The caller's own Airworks of one status: keyword search, the list, the pager. */
export function ClientAirworkList({ userId, status }: { userId: number; status: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const list = useClientAirworks({ userId, status, ...query });
  return (
    <Stack gap="md">
      <KeywordSearch
        label={t('orders.search')}
        placeholder={t('orders.search')}
        onSearch={(keywords) => setQuery({ ...query, keywords, page: 1 })}
      />
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data?.data.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('orders.empty')}</Text>
        </Paper>
      )}
      {list.data?.data.map((a) => (
        <AirworkCard key={a.id} airwork={a} />
      ))}
      {list.data && list.data.total > 0 && (
        <Pager
          total={list.data.total}
          page={query.page}
          size={query.size}
          onPage={(page) => setQuery({ ...query, page })}
          onSize={(size) => setQuery({ ...query, size, page: 1 })}
        />
      )}
    </Stack>
  );
}
