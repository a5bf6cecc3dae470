import { Alert, Badge, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminJobsCall, type JobStatus } from '@airwork/shared/jobs/job.calls';
import { RowList, type Column } from '../../../components/paged-table';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction, TranslationKey } from '../../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { call, keyOf } from '../../../lib/call';

// The scheduled work (issue 47): each job, how often it runs, and how its last run went — so an
// admin learns of a stuck job here, not from a client.

const MINUTE = 60_000;

/** A job's name as admins read it; a job this screen does not know keeps its own name. */
function jobName(t: TFunction, name: string): string {
  const key = `scheduled.name_${name}` as TranslationKey;
  const text = t(key);
  return text === key ? name : text;
}

function interval(t: TFunction, everyMs: number): string {
  if (everyMs === MINUTE) return t('scheduled.every_minute');
  if (everyMs === 60 * MINUTE) return t('scheduled.every_hour');
  return t('scheduled.every_minutes', { count: Math.round(everyMs / MINUTE) });
}

function took(t: TFunction, ms: number, language: string): string {
  if (ms < 1000) return t('scheduled.ms', { count: formatNumber(ms, language) });
  return t('scheduled.seconds', { count: formatNumber(Math.round(ms / 100) / 10, language) });
}

/** What the last run did, its counts that are not zero; "nothing to do" when all are. */
function did(t: TFunction, counts: Record<string, number>, language: string): string {
  const done = Object.entries(counts).filter(([, n]) => n > 0);
  if (done.length === 0) return t('scheduled.nothing_done');
  return done
    .map(([what, n]) => {
      const key = `scheduled.count_${what}` as TranslationKey;
      const text = t(key, { count: formatNumber(n, language) });
      return text === key ? `${what}: ${n}` : text;
    })
    .join(' · ');
}

function State({ item }: { item: JobStatus }) {
  const { t } = useTranslation();
  // Dark shades, white text: each reads at AA contrast (as the Airworks' status badges do).
  const [color, text] = item.running
    ? ['blue.9', t('scheduled.running')]
    : item.lastError !== null
      ? ['red.9', t('scheduled.failed')]
      : item.runs > 0
        ? ['teal.9', t('scheduled.ok')]
        : ['gray.8', t('scheduled.never')];
  const badge = (
    <Badge color={color} variant="filled" autoContrast>
      {text}
    </Badge>
  );
  return (
    <Stack gap={4} align="flex-start">
      {badge}
      {item.lastError !== null && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {t('scheduled.error', { error: item.lastError })}
        </Text>
      )}
      {item.failures > 0 && (
        <Text size="xs" c="dimmed">
          {t('scheduled.failures', { failures: item.failures, runs: item.runs })}
        </Text>
      )}
    </Stack>
  );
}

function useColumns(): Column<JobStatus>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return [
    {
      key: 'job',
      header: t('scheduled.job'),
      primary: true,
      Cell: ({ item }) => jobName(t, item.name),
    },
    {
      key: 'every',
      header: t('scheduled.every'),
      nowrap: true,
      Cell: ({ item }) => interval(t, item.everyMs),
    },
    {
      key: 'last',
      header: t('scheduled.last_run'),
      nowrap: true,
      Cell: ({ item }) =>
        item.lastStartedAt ? formatDateTime(item.lastStartedAt, language) : t('scheduled.never'),
    },
    {
      key: 'took',
      header: t('scheduled.duration'),
      nowrap: true,
      align: 'right',
      Cell: ({ item }) =>
        item.lastDurationMs === null ? '—' : took(t, item.lastDurationMs, language),
    },
    {
      key: 'did',
      header: t('scheduled.did'),
      // A failed run did not finish what it counts: its reason is under its state.
      Cell: ({ item }) =>
        item.runs > 0 && item.lastError === null ? did(t, item.lastCounts, language) : '—',
    },
    { key: 'state', header: t('scheduled.state'), Cell: State },
  ];
}

export function AdminJobsPage() {
  const { t } = useTranslation();
  const columns = useColumns();
  const jobs = useQuery({
    queryKey: keyOf(adminJobsCall),
    queryFn: () => call(adminJobsCall, {}),
    // The jobs run every minute: the screen follows them while it is open.
    refetchInterval: 30_000,
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('scheduled.title')}
      </Title>
      <Text c="dimmed">{t('scheduled.intro')}</Text>
      {jobs.isPending && <Loader aria-label={t('common.loading')} />}
      {jobs.isError && <Alert color="red">{t('scheduled.load_failed')}</Alert>}
      {jobs.data && (
        <RowList
          rows={jobs.data}
          columns={columns}
          rowKey={(job) => job.name}
          label={t('scheduled.title')}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
