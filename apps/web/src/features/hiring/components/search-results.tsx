import type { ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SearchPage } from '../api/search-airworks';
import { AirworkCard } from '../../../components/airwork-card';
import { Pager } from '../../../components/pager';
import { foundText } from './found-text';
import { useDeferredResult } from '../../../lib/deferred-result';

interface SearchResultsProps {
  result: { data?: SearchPage; isPending: boolean; isError: boolean };
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The lobby: one result is highlighted with its marker; choosing one selects it. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** The order's control, beside the count. */
  sort?: ReactNode;
}

/** Where the search looked (a place and its radius), and what to widen when nothing matched. */
function WhereSearched({ page }: { page: SearchPage }) {
  const { t } = useTranslation();
  const near = page.near;
  return (
    <>
      {near && (
        <Text size="sm" fw={600} data-testid="search-near">
          {near.radiusKm === 0
            ? t('search.near_any', { place: near.name })
            : t('search.near', { km: near.radiusKm, place: near.name })}
        </Text>
      )}
      {page.data.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>
            {near && near.radiusKm > 0
              ? t('search.none_near', { km: near.radiusKm, place: near.name })
              : t('search.none')}
          </Text>
        </Paper>
      )}
    </>
  );
}

/** Search results as cards with the spec's pager; says so plainly when nothing matches. */
export function SearchResults(p: SearchResultsProps) {
  const { t } = useTranslation();
  // A page of cards renders in a background (time-sliced) render, not in one task as the
  // answer arrives: a slow phone's main thread stays free (issue 22, total blocking time).
  const { data, isPending: waiting, isError } = useDeferredResult(p.result);
  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" align="flex-end" gap="sm">
        {data ? (
          <Text size="sm" c="dimmed">
            {foundText(t, data.total, data.more)}
          </Text>
        ) : (
          <span />
        )}
        {p.sort}
      </Group>
      {waiting && <Loader aria-label={t('common.loading')} />}
      {isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {data && <WhereSearched page={data} />}
      {data?.data.map((a) => (
        <Box
          key={a.id}
          id={`result-${a.id}`}
          data-selected={p.selectedId === a.id || undefined}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            outline: p.selectedId === a.id ? '3px solid var(--mantine-color-red-7)' : undefined,
          }}
        >
          <AirworkCard airwork={a} />
          {p.onSelect && (
            <Button
              variant="subtle"
              size="xs"
              mt={4}
              aria-pressed={p.selectedId === a.id}
              onClick={() => p.onSelect?.(a.id)}
            >
              {t('search.show_on_map')}
            </Button>
          )}
        </Box>
      ))}
      {data && data.total > 0 && (
        <Pager total={data.total} page={p.page} size={p.size} onPage={p.onPage} onSize={p.onSize} />
      )}
    </Stack>
  );
}
