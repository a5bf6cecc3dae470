import { useState } from 'react';
import { NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { AIRWORK_STATUS_NAMES } from '@airwork/shared/airworks/airwork-states';
import { type AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StatusBadge } from '../../../components/airwork-card';
import { Greeting } from '../../../components/greeting';
import { KeywordSearch } from '../../../components/keyword-search';
import { PagedTable, type Column } from '../../../components/paged-table';
import { formatCad, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { adminSearchCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { link } from '../../../lib/paths';

type Row = AirworkPage['data'][number];

/** The search's columns: a table on a desktop, a card per Airwork on a phone (issue 46). */
function useColumns(): Column<Row>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'airwork',
      header: t('admin_airworks.airwork'),
      primary: true,
      Cell: ({ item }) => (
        <Text component={Link} to={link.airworkDetails(item.id)} className="card-link">
          {item.title}
        </Text>
      ),
    },
    {
      key: 'number',
      header: t('admin_airworks.number'),
      Cell: ({ item }) => <span style={{ fontFamily: 'monospace' }}>{item.tasksId}</span>,
    },
    { key: 'client', header: t('admin_airworks.client'), Cell: ({ item }) => item.userName },
    {
      key: 'posted',
      header: t('admin_airworks.posted'),
      nowrap: true,
      Cell: function Posted({ item }) {
        const { i18n } = useTranslation();
        return formatDate(item.createTime, i18n.language, item.province);
      },
    },
    {
      key: 'price',
      header: t('admin_airworks.salary'),
      nowrap: true,
      Cell: function Price({ item }) {
        const { i18n } = useTranslation();
        return formatCad(item.salary, i18n.language);
      },
    },
    {
      key: 'status',
      header: t('admin_airworks.status'),
      nowrap: true,
      Cell: ({ item }) => <StatusBadge airwork={item} />,
    },
  ];
}

/** Every Airwork by keyword and status (`/api/admin/searchTasks`): the admin home's search. */
function AirworkSearch() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const [query, setQuery] = useState({ keywords: '', status: 0, page: 1, size: DEFAULT_PAGE_SIZE });
  const columns = useColumns();
  const list = useQuery({
    queryKey: keyOf(adminSearchCall, query),
    queryFn: () => call(adminSearchCall, { ...query, size: asPageSize(query.size) }),
    staleTime: 0,
  });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('admin_airworks.title')}
        </Title>
        <KeywordSearch
          label={t('admin_airworks.search')}
          placeholder={t('admin_airworks.search')}
          onSearch={(keywords) => setQuery({ ...query, keywords, page: 1 })}
        />
        <NativeSelect
          label={t('admin_airworks.status')}
          value={String(query.status)}
          data={[
            { value: '0', label: t('admin_airworks.all') },
            ...Object.entries(AIRWORK_STATUS_NAMES).map(([value, names]) => ({
              value,
              label: names[language],
            })),
          ]}
          onChange={(e) => setQuery({ ...query, status: Number(e.currentTarget.value), page: 1 })}
          maw={240}
        />
        <PagedTable
          list={list}
          paging={query}
          onPaging={(paging) => setQuery({ ...query, ...paging })}
          empty={t('admin_airworks.empty')}
          minWidth={760}
          columns={columns}
          rowKey={(row) => row.id}
          label={t('admin_airworks.title')}
        />
      </Stack>
    </Paper>
  );
}

/** Admin home: the greeting and the search over every Airwork. */
export function AdminHomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
      <AirworkSearch />
    </Stack>
  );
}
