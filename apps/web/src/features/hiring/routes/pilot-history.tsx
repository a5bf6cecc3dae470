import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import {
  ApplicationStatus,
  type PilotApplication,
} from '@airwork/shared/hiring/application.schema';
import { useQuery } from '@tanstack/react-query';
import { AirworkPageList } from '../../../components/airwork-page-list';
import { PagedTable, type Column } from '../../../components/paged-table';
import type { TranslationKey } from '../../../i18n/i18n';
import { formatCad, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { usePilotApplications } from '../api/applications';
import { pilotAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { link, readQuery } from '../../../lib/paths';

/** The history's `status` 0: every Airwork of the pilot (spec: Airwork History). */
const ALL_STATUSES = 0;

const APPLICATION_LABELS: Record<number, TranslationKey> = {
  [ApplicationStatus.waiting]: 'pilot_orders.app_waiting',
  [ApplicationStatus.withdrawn]: 'pilot_orders.app_withdrawn',
  [ApplicationStatus.approved]: 'pilot_orders.app_approved',
  [ApplicationStatus.disapproved]: 'pilot_orders.app_not_approved',
  [ApplicationStatus.closed]: 'pilot_orders.app_not_approved',
};

/** The price the pilot proposed, said so, or the Airwork's. */
function PriceCell({ application: a }: { application: PilotApplication }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {formatCad(a.proposedPrice ?? a.salary, i18n.language)}
      {a.proposedPrice !== null && (
        <Text span size="xs" c="dimmed">
          {' '}
          {t('pilot_orders.your_proposal')}
        </Text>
      )}
    </>
  );
}

/** The applications' columns: a table on a desktop, a card each on a phone (issue 46). */
function useApplicationColumns(): Column<PilotApplication>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'airwork',
      header: t('pilot_orders.airwork'),
      primary: true,
      Cell: ({ item }) => (
        <Text component={Link} to={link.airworkDetails(item.taskId)} className="card-link">
          {item.tasksTitle}
        </Text>
      ),
    },
    { key: 'city', header: t('pilot_orders.city'), Cell: ({ item }) => item.city },
    {
      key: 'price',
      header: t('pilot_orders.salary'),
      Cell: ({ item }) => <PriceCell application={item} />,
    },
    {
      key: 'applied',
      header: t('pilot_orders.applied'),
      nowrap: true,
      Cell: function Applied({ item }) {
        const { i18n } = useTranslation();
        return formatDate(item.createTime, i18n.language);
      },
    },
    {
      key: 'state',
      header: t('pilot_orders.state'),
      nowrap: true,
      Cell: function State({ item }) {
        const { t } = useTranslation();
        return (
          <Text span size="sm" fw={600}>
            {t(APPLICATION_LABELS[item.status] ?? 'pilot_orders.app_waiting')}
          </Text>
        );
      },
    },
  ];
}

function MyApplications({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = usePilotApplications(userId, paging.page, paging.size);
  const columns = useApplicationColumns();
  if (!list.data || list.data.total === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('pilot_orders.applications')}
      </Title>
      <PagedTable
        list={list}
        paging={paging}
        onPaging={setPaging}
        empty=""
        minWidth={640}
        columns={columns}
        rowKey={(a) => a.id}
        label={t('pilot_orders.applications')}
      />
    </Paper>
  );
}

/**
 * Pilot-history (spec: by the status saved from the sidebar, 0 = all): the Airworks the pilot
 * is assigned to; with every status, also the pilot's applications and how each ended.
 */
export function PilotHistoryPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const status = readQuery(params).status(ALL_STATUSES);
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const body = { userId: user?.id ?? 0, status, ...query };
  const list = useQuery({
    queryKey: keyOf(pilotAirworksCall, body),
    queryFn: () => call(pilotAirworksCall, { ...body, size: asPageSize(body.size) }),
    staleTime: 0,
  });
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {status === AirworkStatus.pending
          ? t('pilot_orders.pending_title')
          : t('pilot_orders.history_title')}
      </Title>
      {status === ALL_STATUSES && user && <MyApplications userId={user.id} />}
      <AirworkPageList
        query={query}
        onQuery={setQuery}
        result={list}
        empty={t('pilot_orders.empty')}
      />
    </Stack>
  );
}
