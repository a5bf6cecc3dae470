import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { boardText } from '@airwork/shared/classifieds/classified-messages';
import { classifiedSearchSchema } from '@airwork/shared/classifieds/classified.schema';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useClassifieds, type ClassifiedQuery } from '../api/search-classifieds';
import { ClassifiedCard } from '../components/classified-card';
import { CategorySelect, VoivodeshipSelect } from '../components/classified-selects';
import { pl } from '../pl';

function readQuery(params: URLSearchParams): ClassifiedQuery {
  const num = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  return {
    q: params.get('q') ?? '',
    category: num('category', 0),
    voivodeship: num('voivodeship', 0),
    page: Math.max(1, num('page', 1)),
  };
}

type Filters = Omit<ClassifiedQuery, 'page'>;

/** Name, category and voivodeship; checked by the board's own query schema. */
function SearchForm({ query, onSearch }: { query: Filters; onSearch: (f: Filters) => void }) {
  const { field, onSubmit } = useSchemaForm({
    schema: classifiedSearchSchema.omit({ page: true }),
    initialValues: { q: query.q, category: query.category, voivodeship: query.voivodeship },
    translate: boardText,
  });
  return (
    <Paper
      component="form"
      role="search"
      withBorder
      p="md"
      radius="lg"
      onSubmit={onSubmit(onSearch)}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput label={pl.nameLabel} placeholder={pl.namePlaceholder} {...field('q')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <CategorySelect label={pl.categoryLabel} all {...field('category')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <VoivodeshipSelect label={pl.voivodeshipLabel} all {...field('voivodeship')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />}>
            {pl.search}
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function Results({ list }: { list: ReturnType<typeof useClassifieds> }) {
  if (list.isPending) return <Loader aria-label={pl.loading} />;
  if (list.isError) return <Alert color="red">{pl.loadError}</Alert>;
  if (list.data.classifieds.length === 0) {
    return (
      <Paper withBorder p="xl" radius="lg" ta="center">
        <Text>{pl.noResults}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" aria-label={pl.results(list.data.classifieds.length)} component="section">
      {list.data.classifieds.map((c) => (
        <ClassifiedCard key={c._id} classified={c} />
      ))}
    </Stack>
  );
}

/** The board's list (spec: /search): name search, category and voivodeship, pages. */
export function ClassifiedSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const list = useClassifieds(query);

  const go = (next: ClassifiedQuery) => {
    setParams({
      q: next.q,
      category: String(next.category),
      voivodeship: String(next.voivodeship),
      page: String(next.page),
    });
  };

  return (
    <Container size="lg" py="xl" lang="pl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{pl.searchTitle}</Title>
            <Text c="dimmed">{pl.searchSubtitle}</Text>
          </div>
          <Button component={Link} to="/add" leftSection={<IconPlus size={16} aria-hidden />}>
            {pl.addAd}
          </Button>
        </Group>
        <SearchForm query={query} onSearch={(filters) => go({ ...filters, page: 1 })} />

        <Results list={list} />
        {list.data && list.data.numOfPages > 1 && (
          <Group justify="center">
            <Pagination
              total={list.data.numOfPages}
              value={query.page}
              onChange={(page) => go({ ...query, page })}
              getItemProps={(page) => ({ 'aria-label': `Strona ${page}` })}
              aria-label={pl.pagination}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
