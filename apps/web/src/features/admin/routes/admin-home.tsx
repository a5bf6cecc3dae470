import { useState } from 'react';
import { Alert, Loader, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { AIRWORK_STATUS_NAMES } from '@airwork/shared/airworks/airwork-states';
import { type AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StatusBadge } from '../../../components/airwork-card';
import { Greeting } from '../../../components/greeting';
import { KeywordSearch } from '../../../components/keyword-search';
import { Pager } from '../../../components/pager';
import { formatCad, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { adminSearchCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { link } from '../../../lib/paths';

const nowrap = { whiteSpace: 'nowrap' } as const;

function AirworkTable({ page }: { page: AirworkPage }) {
  const { t, i18n } = useTranslation();
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table striped miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin_airworks.number')}</Table.Th>
            <Table.Th>{t('admin_airworks.airwork')}</Table.Th>
            <Table.Th>{t('admin_airworks.client')}</Table.Th>
            <Table.Th>{t('admin_airworks.posted')}</Table.Th>
            <Table.Th>{t('admin_airworks.salary')}</Table.Th>
            <Table.Th>{t('admin_airworks.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.data.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td ff="monospace">{a.tasksId}</Table.Td>
              <Table.Td>
                <Text component={Link} to={link.airworkDetails(a.id)} className="card-link">
                  {a.title}
                </Text>
              </Table.Td>
              <Table.Td>{a.userName}</Table.Td>
              <Table.Td style={nowrap}>
                {formatDate(a.createTime, i18n.language, a.province)}
              </Table.Td>
              <Table.Td style={nowrap}>{formatCad(a.salary, i18n.language)}</Table.Td>
              <Table.Td style={nowrap}>
                <StatusBadge airwork={a} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Every Airwork by keyword and status (`/api/admin/searchTasks`): the admin home's search. */
function AirworkSearch() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const [query, setQuery] = useState({ keywords: '', status: 0, page: 1, size: DEFAULT_PAGE_SIZE });
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
        {list.isPending && <Loader aria-label={t('common.loading')} />}
        {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
        {list.data && <AirworkTable page={list.data} />}
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
