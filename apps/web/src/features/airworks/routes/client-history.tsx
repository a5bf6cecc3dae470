import { useState } from 'react';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { type Airwork } from '@airwork/shared/airworks/airwork.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StatusBadge } from '../../../components/airwork-card';
import { formatCad, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useClientAirworks } from '../api/client-airworks';
import { PagedTable, type Column } from '../../../components/paged-table';
import { KeywordSearch } from '../../../components/keyword-search';
import { link } from '../../../lib/paths';

function MissionLink({ item: a }: { item: Airwork }) {
  return (
    <Anchor component={Link} to={link.airworkDetails(a.id)} ff="monospace">
      {a.tasksId}
    </Anchor>
  );
}

const Place = ({ item: a }: { item: Airwork }) => `${a.city}, ${a.province}`;
const Name = ({ item: a }: { item: Airwork }) => a.title;
const Status = ({ item }: { item: Airwork }) => <StatusBadge airwork={item} />;

function Posted({ item: a }: { item: Airwork }) {
  const { i18n } = useTranslation();
  return formatDate(a.createTime, i18n.language, a.province);
}

function Salary({ item: a }: { item: Airwork }) {
  const { i18n } = useTranslation();
  return formatCad(a.salary, i18n.language);
}

/** The spec's columns, in the glossary's words (docs/glossary.md): Airwork number, Location, Name, Date, Status, Price. */
function useColumns(): Column<Airwork>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('jobs.airwork_id'), Cell: MissionLink },
    { key: 'place', header: t('jobs.location'), Cell: Place },
    { key: 'name', header: t('jobs.name'), Cell: Name, primary: true },
    { key: 'date', header: t('jobs.date'), Cell: Posted, nowrap: true },
    { key: 'status', header: t('jobs.status'), Cell: Status },
    { key: 'salary', header: t('jobs.salary'), Cell: Salary, align: 'right', nowrap: true },
  ];
}

/** The client job list (spec "Client job list"): every Airwork of the client, as a table. */
export function ClientHistoryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const list = useClientAirworks({ userId: user?.id ?? 0, ...query });
  const columns = useColumns();
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
        columns={columns}
        rowKey={(a) => a.id}
        label={t('jobs.title')}
      />
    </Stack>
  );
}
