import { NativeSelect } from '@mantine/core';
import { SEARCH_SORTS, type SearchSort } from '@airwork/shared/hiring/search-orders';
import { useTranslation } from '../../../i18n/use-translation';
import type { TranslationKey } from '../../../i18n/i18n';

const SORT_KEYS: Record<Exclude<SearchSort, 'nearest'>, TranslationKey> = {
  newest: 'search.sort_newest',
  price_desc: 'search.sort_price_desc',
  price_asc: 'search.sort_price_asc',
  needed_soonest: 'search.sort_needed_soonest',
};

/**
 * The order of the results (issue 23), applied as soon as it is chosen. The nearest is from
 * `place`, the place searched: without one it is offered but cannot be chosen, and says why.
 */
export function SortSelect({
  value,
  place,
  onChange,
}: {
  value: SearchSort;
  place: string;
  onChange: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation();
  const data = SEARCH_SORTS.map((sort) =>
    sort === 'nearest'
      ? place
        ? { value: sort, label: t('search.sort_nearest', { place }) }
        : { value: sort, label: t('search.sort_nearest_none'), disabled: true }
      : { value: sort, label: t(SORT_KEYS[sort]) },
  );
  return (
    <NativeSelect
      label={t('search.sort')}
      value={value}
      data={data}
      onChange={(e) => onChange(e.currentTarget.value as SearchSort)}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
