import { useState } from 'react';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
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
import { Pager } from '../../../components/pager';
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

function MyApplications({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = usePilotApplications(userId, paging.page, paging.size);
  if (!list.data || list.data.total === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('pilot_orders.applications')}
      </Title>
      <div style={{ overflowX: 'auto' }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('pilot_orders.airwork')}</Table.Th>
              <Table.Th>{t('pilot_orders.city')}</Table.Th>
              <Table.Th>{t('pilot_orders.salary')}</Table.Th>
              <Table.Th>{t('pilot_orders.applied')}</Table.Th>
              <Table.Th>{t('pilot_orders.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Text component={Link} to={link.airworkDetails(a.taskId)} className="card-link">
                    {a.tasksTitle}
                  </Text>
                </Table.Td>
                <Table.Td>{a.city}</Table.Td>
                <Table.Td>
                  <PriceCell application={a} />
                </Table.Td>
                <Table.Td>{formatDate(a.createTime, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t(APPLICATION_LABELS[a.status] ?? 'pilot_orders.app_waiting')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {list.data.total > paging.size && (
        <Pager
          total={list.data.total}
          {...paging}
          onPage={(page) => setPaging({ ...paging, page })}
          onSize={(size) => setPaging({ size, page: 1 })}
        />
      )}
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
