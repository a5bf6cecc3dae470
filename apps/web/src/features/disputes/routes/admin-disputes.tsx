import { useState } from 'react';
import { Anchor, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import type { DisputeQueueItem } from '@airwork/shared/disputes/dispute.schema';
import { PagedTable, type Column } from '../../../components/paged-table';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCad, formatDate } from '../../../lib/format';
import { link } from '../../../lib/paths';
import { useDisputeQueue } from '../api/disputes';
import { REASON_LABELS } from '../components/open-dispute';

const DAY_MS = 24 * 60 * 60 * 1000;

function AirworkCell({ item }: { item: DisputeQueueItem }) {
  return (
    <Anchor component={Link} to={link.airworkDispute(item.taskId)} fw={600}>
      {item.tasksId} · {item.title}
    </Anchor>
  );
}

function Reason({ item }: { item: DisputeQueueItem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(REASON_LABELS[item.reason])}
      <Text size="xs" c="dimmed">
        {t(item.openedBy === 'client' ? 'disputes.by_client' : 'disputes.by_pilot')}
      </Text>
    </>
  );
}

/** How long it has waited, in days: the queue is worked oldest first. */
function Age({ item }: { item: DisputeQueueItem }) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  const days = Math.floor((now - new Date(item.openedAt).getTime()) / DAY_MS);
  return (
    <>
      {days < 1
        ? t('disputes.age_today')
        : days === 1
          ? t('disputes.age_one')
          : t('disputes.age_days', { count: days })}
      <Text size="xs" c="dimmed">
        {formatDate(item.openedAt, i18n.language)}
      </Text>
    </>
  );
}

function Parties({ item }: { item: DisputeQueueItem }) {
  return (
    <>
      {item.clientName}
      <Text size="xs" c="dimmed">
        {item.pilotName}
      </Text>
    </>
  );
}

function Hold({ item }: { item: DisputeQueueItem }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {formatCad(item.holdAmount, i18n.language)}
      {item.holdExpiresAt && (
        <Text size="xs" c="dimmed">
          {t('disputes.hold_until', { date: formatDate(item.holdExpiresAt, i18n.language) })}
        </Text>
      )}
    </>
  );
}

function Outcome({ item }: { item: DisputeQueueItem }) {
  const { t, i18n } = useTranslation();
  if (!item.outcome) return null;
  return (
    <>
      {t(`disputes.outcome_${item.outcome}`)}
      {item.decidedAt && (
        <Text size="xs" c="dimmed">
          {formatDate(item.decidedAt, i18n.language)}
        </Text>
      )}
    </>
  );
}

function useColumns(state: 'open' | 'decided'): Column<DisputeQueueItem>[] {
  const { t } = useTranslation();
  return [
    { key: 'airwork', header: t('disputes.col_airwork'), Cell: AirworkCell, primary: true },
    { key: 'reason', header: t('disputes.reason'), Cell: Reason },
    { key: 'parties', header: t('disputes.col_parties'), Cell: Parties },
    state === 'open'
      ? { key: 'age', header: t('disputes.col_age'), Cell: Age, nowrap: true }
      : { key: 'outcome', header: t('disputes.col_outcome'), Cell: Outcome },
    { key: 'hold', header: t('disputes.hold'), Cell: Hold, nowrap: true },
  ];
}

/** The admins' disputes: open ones oldest first (with their age), or the decided ones. */
export function AdminDisputesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    state: 'open' as 'open' | 'decided',
  });
  const list = useDisputeQueue(query);
  const columns = useColumns(query.state);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('disputes.queue_title')}
      </Title>
      <SegmentedControl
        aria-label={t('disputes.queue_which')}
        value={query.state}
        onChange={(v) => setQuery({ ...query, page: 1, state: v })}
        data={[
          { value: 'open', label: t('disputes.queue_open') },
          { value: 'decided', label: t('disputes.queue_decided') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedTable
        list={list}
        paging={query}
        onPaging={(paging) => setQuery({ ...query, ...paging })}
        empty={t(query.state === 'open' ? 'disputes.queue_empty' : 'disputes.decided_empty')}
        minWidth={720}
        columns={columns}
        rowKey={(row) => row.taskId}
        label={t('disputes.queue_title')}
      />
    </Stack>
  );
}
