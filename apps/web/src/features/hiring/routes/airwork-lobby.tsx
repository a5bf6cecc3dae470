import { useState } from 'react';
import { Button, Container, Grid, Group, Paper, Select, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SearchedAirwork } from '../api/search-airworks';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import {
  LOBBY_LOCATIONS,
  OTHER_LOCATION_ID,
  type SearchTasksRequest,
} from '@airwork/shared/hiring/search.schema';
import { useCategories } from '../../../lib/categories';
import { useSearchAirworks } from '../api/search-airworks';
import { LazyResultsMap } from '../components/lazy-results-map';
import { SearchResults } from '../components/search-results';
import { SortSelect } from '../components/sort-select';
import type { SearchSort } from '@airwork/shared/hiring/search-orders';

type PageSize = NonNullable<SearchTasksRequest['size']>;

interface LobbyFilters {
  keywords: string;
  categoriesId: string;
  locationId: string;
}

function LobbyForm({ onSearch }: { onSearch: (f: LobbyFilters) => void }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories(i18n.language).data ?? [];
  const [f, setF] = useState<LobbyFilters>({ keywords: '', categoriesId: '0', locationId: '0' });
  const locations = [
    { value: '0', label: t('lobby.all_locations') },
    ...LOBBY_LOCATIONS.map((name, i) => ({ value: String(i + 1), label: name })),
    { value: String(OTHER_LOCATION_ID), label: t('lobby.other_location') },
  ];
  return (
    <Paper
      component="form"
      role="search"
      withBorder
      radius="lg"
      p="md"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch(f);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('search.keywords')}
          placeholder={t('search.keywords_placeholder')}
          value={f.keywords}
          onChange={(e) => setF({ ...f, keywords: e.currentTarget.value })}
          style={{ flex: '2 1 220px' }}
        />
        <Select
          label={t('search.category')}
          data={[
            { value: '0', label: t('lobby.all_categories') },
            ...categories.map((c) => ({ value: String(c.id), label: c.categoriesName })),
          ]}
          value={f.categoriesId}
          onChange={(v) => setF({ ...f, categoriesId: v ?? '0' })}
          allowDeselect={false}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t('search.location')}
          data={locations}
          value={f.locationId}
          onChange={(v) => setF({ ...f, locationId: v ?? '0' })}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('search.submit')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The lobby's city by name, the place a nearest order starts from ('' for all or other). */
const cityOf = (f: LobbyFilters) => LOBBY_LOCATIONS[Number(f.locationId) - 1] ?? '';

const lobbyRequest = (
  f: LobbyFilters,
  sort: SearchSort,
  paging: { page: number; size: number },
): SearchTasksRequest => ({
  keywords: f.keywords,
  categoriesId: Number(f.categoriesId),
  locationId: Number(f.locationId),
  sort: sort === 'nearest' && !cityOf(f) ? 'newest' : sort,
  page: paging.page,
  size: paging.size as PageSize,
});

/** The results' places, for the map. */
export const toPoints = (airworks: SearchedAirwork[] = []) =>
  airworks.map((a) => ({ id: a.id, title: a.title, latitude: a.latitude, longitude: a.longitude }));

interface LobbyResultsProps {
  filters: LobbyFilters;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  paging: { page: number; size: number };
  onPaging: (paging: { page: number; size: number }) => void;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The results left, the map right (above them on a phone), each selecting the other. */
function LobbyResults({ filters, sort, paging, ...p }: LobbyResultsProps) {
  const { t } = useTranslation();
  const request = lobbyRequest(filters, sort, paging);
  const result = useSearchAirworks(request);
  const select = (id: number) => {
    p.onSelect(id);
    document
      .getElementById(`result-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <Grid mt="md" gap="md">
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
        <SearchResults
          result={result}
          {...paging}
          onPage={(page) => p.onPaging({ ...paging, page })}
          onSize={(size) => p.onPaging({ size, page: 1 })}
          selectedId={p.selectedId}
          onSelect={select}
          sort={
            <SortSelect
              value={request.sort ?? 'newest'}
              place={cityOf(filters)}
              onChange={(next) => {
                p.onSort(next);
                p.onPaging({ ...paging, page: 1 });
              }}
            />
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
        {/* On a desktop the map stays in view while the results scroll beside it. */}
        <div style={{ position: 'sticky', top: 16 }}>
          <LazyResultsMap
            points={toPoints(result.data?.data)}
            selectedId={p.selectedId}
            onSelect={select}
            clusterRadius={0}
            height="min(70vh, 560px)"
            label={t('lobby.map_label')}
          />
        </div>
      </Grid.Col>
    </Grid>
  );
}

/** The lobby (spec: /Airwork-lobby): results left, the map right, one marker per result. */
export function AirworkLobbyPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LobbyFilters>({
    keywords: '',
    categoriesId: '0',
    locationId: '0',
  });
  const [sort, setSort] = useState<SearchSort>('newest');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="md">
        {t('lobby.title')}
      </Title>
      <LobbyForm
        onSearch={(f) => {
          setFilters(f);
          setPaging({ ...paging, page: 1 });
          setSelectedId(null);
        }}
      />
      <LobbyResults
        {...{ filters, sort, paging, selectedId }}
        onSort={setSort}
        onPaging={setPaging}
        onSelect={setSelectedId}
      />
    </Container>
  );
}
