import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { useDeferredResult } from '../lib/deferred-result';
import { AirworkCard } from './airwork-card';
import { KeywordSearch } from './keyword-search';
import { Pager } from './pager';

export interface PageQuery {
  keywords: string;
  page: number;
  size: number;
}

interface AirworkPageListProps {
  query: PageQuery;
  onQuery: (query: PageQuery) => void;
  result: { data?: AirworkPage; isPending: boolean; isError: boolean };
  /** What an empty list says, and what it offers to do (the client's "Post an Airwork"). */
  empty: string;
  emptyAction?: React.ReactNode;
  /**
   * What the screen shows under the list, once the list has come: shown at once it would be
   * pushed down by the cards (the client home's layout shift, issue 46).
   */
  after?: React.ReactNode;
}

/** A party's own Airworks (client or pilot): keyword search, the cards, the spec's pager. */
export function AirworkPageList(props: AirworkPageListProps) {
  const { query, onQuery, result, empty, emptyAction, after } = props;
  const { t } = useTranslation();
  const { data, isPending, isError } = useDeferredResult(result);
  return (
    <Stack gap="md">
      <KeywordSearch
        label={t('orders.search')}
        placeholder={t('orders.search')}
        onSearch={(keywords) => onQuery({ ...query, keywords, page: 1 })}
      />
      {isPending && <Loader aria-label={t('common.loading')} />}
      {isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {data?.data.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{empty}</Text>
          {query.keywords === '' && emptyAction}
        </Paper>
      )}
      {data?.data.map((a) => (
        <AirworkCard key={a.id} airwork={a} />
      ))}
      {data && data.total > 0 && (
        <Pager
          total={data.total}
          page={query.page}
          size={query.size}
          onPage={(page) => onQuery({ ...query, page })}
          onSize={(size) => onQuery({ ...query, size, page: 1 })}
        />
      )}
      {!isPending && after}
    </Stack>
  );
}
