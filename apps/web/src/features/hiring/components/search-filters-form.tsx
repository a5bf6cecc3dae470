import { useState } from 'react';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import {
  DEFAULT_RADIUS_KM,
  NEEDED_WITHIN_DAYS,
  PRICE_RANGES,
  RADIUS_CHOICES_KM,
  type PriceRange,
  type RadiusKm,
} from '@airwork/shared/hiring/search-orders';
import type { TFunction, TranslationKey } from '../../../i18n/i18n';
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
  );
}

/** "Up to $1,000", "$1,000 – $2,500", "$10,000 and up" (0 = no bound). */
function priceLabel(t: TFunction, [min, max]: PriceRange, language: string): string {
  const cad = (n: number) => formatCad(n, language).replace(/\.00$/, '');
  if (min === 0 && max === 0) return t('search.price_any');
  if (min === 0) return t('search.price_up_to', { max: cad(max) });
  if (max === 0) return t('search.price_from', { min: cad(min) });
  return `${cad(min)} – ${cad(max)}`;
}

/** The one price control (issue 23) and the day needed; sent as minPrice/maxPrice. */
function PriceFilters({ f, set }: { f: SearchFilters; set: Setter }) {
  const { t, i18n } = useTranslation();
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('search.price')}
        value={String(f.price)}
        data={PRICE_RANGES.map((range, i) => ({
          value: String(i),
          label: priceLabel(t, range, i18n.language),
        }))}
        onChange={(e) => set('price', Number(e.currentTarget.value))}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label={t('search.needed_within')}
        value={String(f.neededWithin)}
        data={NEEDED_WITHIN_DAYS.map((days) => ({
          value: String(days),
          label: days === 0 ? t('search.needed_any') : t('search.needed_days', { count: days }),
        }))}
        onChange={(e) =>
          set('neededWithin', Number(e.currentTarget.value) as SearchFilters['neededWithin'])
        }
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}

function SearchButton() {
  const { t } = useTranslation();
  return (
    <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
      {t('search.submit')}
    </Button>
  );
}

/** How many of the folded filters differ from a fresh search's (shown on the phone's toggle). */
const changedFilters = (f: SearchFilters) =>
  [
    (f.radiusKm ?? DEFAULT_RADIUS_KM) !== DEFAULT_RADIUS_KM,
    f.datePosted !== 4,
    f.categoriesId.length > 0,
    f.price !== 0,
    f.neededWithin !== 0,
  ].filter(Boolean).length;

/** The radius around a found place, and how recently posted. */
function WhereAndWhen({ f, set }: { f: SearchFilters; set: Setter }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label={t('search.radius')}
        value={String(f.radiusKm ?? DEFAULT_RADIUS_KM)}
        data={RADIUS_CHOICES_KM.map((km) => ({
          value: String(km),
          label: km === 0 ? t('search.radius_any') : t('search.radius_km', { count: km }),
        }))}
        onChange={(e) => set('radiusKm', Number(e.currentTarget.value) as RadiusKm)}
      />
      <NativeSelect
        label={t('search.date_posted')}
        value={String(f.datePosted)}
        data={[1, 2, 3, 4].map((d) => ({ value: String(d), label: t(DATE_KEYS[d]!) }))}
        onChange={(e) => set('datePosted', Number(e.currentTarget.value) as 1 | 2 | 3 | 4)}
      />
    </SimpleGrid>
  );
}

/** The phone's bar: "More filters" (with how many are set) beside Search. */
function PhoneBar(props: { f: SearchFilters; more: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const changed = changedFilters(props.f);
  return (
    <Group gap="sm" grow>
      <Button
        variant="default"
        aria-expanded={props.more}
        aria-controls="more-filters"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={props.onMore}
      >
        {changed > 0 ? t('search.more_filters_n', { count: changed }) : t('search.more_filters')}
      </Button>
      <SearchButton />
    </Group>
  );
}

/** Keyword, location, date posted, categories, price range and day needed (spec section 9). */
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
  // On a phone the results come first (issue 46): the keyword, the place and Search, the rest
  // folded behind "More filters"; from 48em every filter shows.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [more, setMore] = useState(false);
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('search.keywords')}
            placeholder={t('search.keywords_placeholder')}
            value={f.keywords}
            onChange={(e) => set('keywords', e.currentTarget.value)}
          />
          <TextInput
            label={t('search.location')}
            placeholder={t('search.location_placeholder')}
            description={t('search.location_help')}
            value={f.searchLocation}
            onChange={(e) => set('searchLocation', e.currentTarget.value)}
          />
        </SimpleGrid>
        {phone && <PhoneBar f={f} more={more} onMore={() => setMore(!more)} />}
        <Collapse expanded={!phone || more} id="more-filters">
          <Stack gap="sm">
            <WhereAndWhen f={f} set={set} />
            <ChoiceFilters f={f} set={set} />
            <Group align="flex-end" gap="sm">
              <PriceFilters f={f} set={set} />
              {!phone && <SearchButton />}
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
