import { useState } from 'react';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { type Airwork } from '@airwork/shared/airworks/airwork.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StatusBadge } from '../../../components/airwork-card';
import { formatCad, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useClientAirworks } from '../api/client-airworks';
import { PagedTable } from '../../../components/paged-table';
import { KeywordSearch } from '../../../components/keyword-search';
import { link } from '../../../lib/paths';

function JobRow({ airwork: a }: { airwork: Airwork }) {
  const { i18n } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={link.airworkDetails(a.id)} ff="monospace">
          {a.tasksId}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {a.city}, {a.province}
      </Table.Td>
      <Table.Td>{a.title}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(a.createTime, i18n.language)}
      </Table.Td>
      <Table.Td>
        <StatusBadge airwork={a} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCad(a.salary, i18n.language)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The client job list (spec "Client job list"): every Airwork of the client, as a table. */
export function ClientHistoryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const list = useClientAirworks({ userId: user?.id ?? 0, ...query });
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('jobs.title')}
      </Title>
      <KeywordSearch
        label={t('jobs.search_label')}
        placeholder={t('jobs.search')}
        onSearch={(keywords) => setQuery({ ...query, keywords, page: 1 })}
      />
      <PagedTable
        list={list}
        paging={query}
        onPaging={(paging) => setQuery({ ...query, ...paging })}
        empty={t('orders.empty')}
        minWidth={760}
        head={
          <>
            <Table.Th>{t('jobs.airwork_id')}</Table.Th>
            <Table.Th>{t('jobs.location')}</Table.Th>
            <Table.Th>{t('jobs.name')}</Table.Th>
            <Table.Th>{t('jobs.date')}</Table.Th>
            <Table.Th>{t('jobs.status')}</Table.Th>
            <Table.Th ta="right">{t('jobs.salary')}</Table.Th>
          </>
        }
        row={(a) => <JobRow key={a.id} airwork={a} />}
      />
    </Stack>
  );
}
