import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  CloseButton,
  Container,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { AirworkCard } from '../../../components/airwork-card';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { SearchedAirwork } from '../api/search-airworks';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import type { SearchSort } from '@airwork/shared/hiring/search-orders';
import { ApiError } from '../../../lib/api-client';
import { useSearchAirworks } from '../api/search-airworks';
import { LazyResultsMap } from '../components/lazy-results-map';
import { SearchFiltersForm } from '../components/search-filters-form';
import { searchRequest, useSearchFilters } from '../components/use-search-filters';
import { link } from '../../../lib/paths';
import { foundText } from '../components/found-text';

/** The markers as links, for keyboards and screen readers (map markers are neither). */
function MarkerList({
  airworks,
  selectedId,
}: {
  airworks: SearchedAirwork[];
  selectedId: number | null;
}) {
  const { t } = useTranslation();
  if (airworks.length === 0) return null;
  return (
    <nav aria-label={t('search.map_list')}>
      <List spacing={4} size="sm">
        {airworks.map((a) => (
          <List.Item key={a.id} fw={a.id === selectedId ? 700 : undefined}>
            <Anchor component={Link} to={link.airworkDetails(a.id)}>
              {a.title}
            </Anchor>{' '}
            — {a.city}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** The chosen marker's Airwork, as a card over the map's foot, until closed. */
function ChosenCard({ airwork, onClose }: { airwork: SearchedAirwork; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      pos="absolute"
      bottom={12}
      left={12}
      right={12}
      maw={480}
      style={{ zIndex: 1, boxShadow: 'var(--mantine-shadow-md)', borderRadius: 8 }}
      aria-live="polite"
      data-testid="chosen-airwork"
    >
      <AirworkCard airwork={airwork} />
      <CloseButton
        aria-label={t('common.close')}
        pos="absolute"
        top={-10}
        right={-10}
        radius="xl"
        variant="default"
        onClick={onClose}
      />
    </Box>
  );
}

/** Which Airworks a map of more than it shows holds, by the list's order. */
const SHOWN_KEYS: Partial<Record<SearchSort, TranslationKey>> = {
  newest: 'search.map_newest',
  nearest: 'search.map_nearest',
};

/** The most markers the map shows at once: the spec's largest page. */
const MAP_PAGE = 80;

/** Airwork-map: the list's results as markers on Canada, clustered when many. */
export function AirworkMapPage() {
  const { t } = useTranslation();
  const { filters, apply } = useSearchFilters();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The list's order picks which Airworks a crowded map shows: the newest, the nearest…
  const request = searchRequest(filters, 1, MAP_PAGE);
  const result = useSearchAirworks(request);
  const data = result.data;
  const problem = result.error instanceof ApiError ? result.error.messageCode : undefined;
  const points = (data?.data ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    latitude: a.latitude,
    longitude: a.longitude,
  }));
  // One click on a marker opens its Airwork's card over the map (issue 23).
  const select = (id: number) => setSelectedId(id);
  const selected = data?.data.find((a) => a.id === selectedId);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('search.map_title')}
        </Title>
        <SearchFiltersForm
          initial={filters}
          onSearch={(f) => apply({ ...f, sort: filters.sort })}
        />
        {problem && <Alert color="red">{translateMessage(problem)}</Alert>}
        {data && (
          <Stack gap={0} aria-live="polite">
            <Text size="sm">
              {data.total > MAP_PAGE
                ? t(SHOWN_KEYS[request.sort ?? 'newest'] ?? 'search.map_first', {
                    shown: MAP_PAGE,
                    count: data.total,
                  })
                : foundText(t, data.total)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('search.map_hint')}
            </Text>
          </Stack>
        )}
        <Box pos="relative">
          <LazyResultsMap
            points={points}
            selectedId={selectedId}
            onSelect={select}
            clusterRadius={60}
            height="min(72vh, 640px)"
            label={t('search.map_label')}
          />
          {selected && <ChosenCard airwork={selected} onClose={() => setSelectedId(null)} />}
        </Box>
        <MarkerList airworks={data?.data ?? []} selectedId={selectedId} />
      </Stack>
    </Container>
  );
}
