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

const lobbyRequest = (f: LobbyFilters, paging: { page: number; size: number }) => ({
  keywords: f.keywords,
  categoriesId: Number(f.categoriesId),
  locationId: Number(f.locationId),
  page: paging.page,
  size: paging.size as PageSize,
});

/** The results' places, for the map. */
export const toPoints = (airworks: SearchedAirwork[] = []) =>
  airworks.map((a) => ({ id: a.id, title: a.title, latitude: a.latitude, longitude: a.longitude }));

/** The lobby (spec: /Airwork-lobby): results left, the map right, one marker per result. */
export function AirworkLobbyPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LobbyFilters>({
    keywords: '',
    categoriesId: '0',
    locationId: '0',
  });
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const result = useSearchAirworks(lobbyRequest(filters, paging));
  const points = toPoints(result.data?.data);
  const select = (id: number) => {
    setSelectedId(id);
    document
      .getElementById(`result-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <Container size="xl" py="lg">
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
      <Grid mt="md" gap="md">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: 1 }}>
          <SearchResults
            result={result}
            {...paging}
            onPage={(page) => setPaging({ ...paging, page })}
            onSize={(size) => setPaging({ size, page: 1 })}
            selectedId={selectedId}
            onSelect={select}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <LazyResultsMap
              points={points}
              selectedId={selectedId}
              onSelect={select}
              clusterRadius={0}
              height="min(70vh, 560px)"
              label={t('lobby.map_label')}
            />
          </div>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
