import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { AirworkPageList } from '../../../components/airwork-page-list';
import { useClientAirworks } from '../api/client-airworks';

/** The caller's own Airworks of one status: keyword search, the list, the pager. */
export function ClientAirworkList({ userId, status }: { userId: number; status: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const list = useClientAirworks({ userId, status, ...query });
  return (
    <AirworkPageList query={query} onQuery={setQuery} result={list} empty={t('orders.empty')} />
  );
}
