import { useState } from 'react';
import { Alert, Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { SearchedAirwork } from '../api/search-airworks';
import { translateMessage } from '../../../i18n/i18n';
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

/** The most markers the map shows at once: the spec's largest page. */
const MAP_PAGE = 80;

/** Airwork-map: the list's results as markers on Canada, clustered when many. */
export function AirworkMapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, apply } = useSearchFilters();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const result = useSearchAirworks(searchRequest(filters, 1, MAP_PAGE));
  const data = result.data;
  const problem = result.error instanceof ApiError ? result.error.messageCode : undefined;
  const points = (data?.data ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    latitude: a.latitude,
    longitude: a.longitude,
  }));
  const select = (id: number) => {
    // A second click on the chosen marker opens its Airwork.
    if (id === selectedId) void navigate(link.airworkDetails(id));
    setSelectedId(id);
  };
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('search.map_title')}
        </Title>
        <SearchFiltersForm initial={filters} onSearch={apply} />
        {problem && <Alert color="red">{translateMessage(problem)}</Alert>}
        {data && (
          <Stack gap={0} aria-live="polite">
            <Text size="sm">
              {data.total > MAP_PAGE
                ? t('search.map_newest', { shown: MAP_PAGE, count: data.total })
                : foundText(t, data.total)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('search.map_hint')}
            </Text>
          </Stack>
        )}
        <LazyResultsMap
          points={points}
          selectedId={selectedId}
          onSelect={select}
          clusterRadius={60}
          height="min(72vh, 640px)"
          label={t('search.map_label')}
        />
        <MarkerList airworks={data?.data ?? []} selectedId={selectedId} />
      </Stack>
    </Container>
  );
}
