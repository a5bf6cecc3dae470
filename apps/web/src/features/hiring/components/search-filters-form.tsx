import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { SALARY_CHOICES } from '@airwork/shared/hiring/salary-choices';
import type { TranslationKey } from '../../../i18n/i18n';
import { useCategories } from '../../../lib/categories';
import { formatCad } from '../../../lib/format';
import type { SearchFilters } from './use-search-filters';

const DATE_KEYS: Record<number, TranslationKey> = {
  1: 'search.date_1',
  2: 'search.date_2',
  3: 'search.date_3',
  4: 'search.date_4',
};

type Setter = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => void;

function ChoiceFilters({ f, set }: { f: SearchFilters; set: Setter }) {
  const { t, i18n } = useTranslation();
  const categories = useCategories(i18n.language).data ?? [];
  return (
    <>
      <Checkbox.Group
        label={t('search.categories')}
        value={f.categoriesId.map(String)}
        onChange={(v) => set('categoriesId', v.map(Number))}
      >
        <Group gap="sm" mt={4}>
          {categories.map((c) => (
            <Checkbox key={c.id} value={String(c.id)} label={c.categoriesName} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group
        label={t('search.salary')}
        value={String(f.salarySearch)}
        onChange={(v) => set('salarySearch', SALARY_CHOICES.find((s) => String(s) === v) ?? 0)}
      >
        <Group gap="sm" mt={4}>
          {SALARY_CHOICES.map((s) => (
            <Radio
              key={s}
              value={String(s)}
              label={s === 0 ? t('search.salary_any') : `${formatCad(s, i18n.language)}+`}
            />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

function PriceFilters({ f, set }: { f: SearchFilters; set: Setter }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t('search.min_price')}
        inputMode="decimal"
        value={f.minPrice}
        onChange={(e) => set('minPrice', e.currentTarget.value)}
        w={140}
      />
      <TextInput
        label={t('search.max_price')}
        inputMode="decimal"
        value={f.maxPrice}
        onChange={(e) => set('maxPrice', e.currentTarget.value)}
        w={140}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('search.submit')}
      </Button>
    </Group>
  );
}

/** Keyword, location, date posted, categories, salary minimum and price range (spec section 9). */
export function SearchFiltersForm({
  initial,
  onSearch,
}: {
  initial: SearchFilters;
  onSearch: (f: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const set: Setter = (key, value) => setF({ ...f, [key]: value });
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
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('search.keywords')}
            placeholder={t('search.keywords_placeholder')}
            value={f.keywords}
            onChange={(e) => set('keywords', e.currentTarget.value)}
          />
          <TextInput
            label={t('search.location')}
            placeholder={t('search.location_placeholder')}
            value={f.searchLocation}
            onChange={(e) => set('searchLocation', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('search.date_posted')}
            value={String(f.datePosted)}
            data={[1, 2, 3, 4].map((d) => ({ value: String(d), label: t(DATE_KEYS[d]!) }))}
            onChange={(e) => set('datePosted', Number(e.currentTarget.value) as 1 | 2 | 3 | 4)}
          />
        </SimpleGrid>
        <ChoiceFilters f={f} set={set} />
        <PriceFilters f={f} set={set} />
      </Stack>
    </Paper>
  );
}
