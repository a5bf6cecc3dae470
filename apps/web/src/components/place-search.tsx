import { useMemo } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import type { Place } from '@airwork/shared/airworks/airwork.schema';
import { translateMessage } from '../i18n/i18n';
import { languagesIdOf } from '../lib/language';
import { ApiError } from '../lib/api-client';
import { usePlaces } from '../lib/geocode';

/** How a suggestion reads: "100 Queen St W, Toronto, Ontario M5H 2N2". */
export function placeLabel(p: Place): string {
  const parts = p.name === p.city ? [p.city, p.province] : [p.name, p.city, p.province];
  return `${parts.filter(Boolean).join(', ')}${p.postalCode ? ` ${p.postalCode}` : ''}`;
}

interface PlaceSearchProps {
  value: string;
  onChange: (text: string) => void;
  onPlace: (place: Place) => void;
  error?: string;
  /** The wizard's address words by default. */
  label?: string;
  description?: string;
  placeholder?: string;
  /** What to say when nothing matched (the wizard adds its pin). */
  noMatch?: string;
}

/** Address autocomplete on /api/utilities/geocode: Canadian places only. */
export function PlaceSearch({ value, onChange, onPlace, error, ...words }: PlaceSearchProps) {
  const { t, i18n } = useTranslation();
  const [query] = useDebouncedValue(value, 250);
  const places = usePlaces(query, languagesIdOf(i18n.language));
  const byLabel = useMemo(
    () => new Map((places.data ?? []).map((p) => [placeLabel(p), p])),
    [places.data],
  );
  const failed =
    places.error instanceof ApiError ? translateMessage(places.error.messageCode) : undefined;
  // Said, not left as an empty list: what was typed found nothing, and what to type instead.
  const nothing =
    query.trim().length >= 2 && places.isSuccess && !places.isFetching && places.data.length === 0;
  return (
    <Autocomplete
      label={words.label ?? t('wizard.place')}
      description={
        nothing
          ? (words.noMatch ?? t('place.no_match'))
          : (words.description ?? t('wizard.place_hint'))
      }
      placeholder={words.placeholder ?? t('wizard.place_placeholder')}
      value={value}
      onChange={onChange}
      data={[...byLabel.keys()]}
      filter={({ options }) => options}
      onOptionSubmit={(label) => {
        const place = byLabel.get(label);
        if (place) onPlace(place);
      }}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={places.isFetching ? <Loader size="xs" /> : null}
      error={error ?? failed}
      maxDropdownHeight={280}
      autoComplete="off"
    />
  );
}
