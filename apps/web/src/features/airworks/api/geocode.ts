import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '@airwork/shared/airworks/airwork.schema';
import { apiResult } from '../../../lib/api-client';

export const geocodeQueryOptions = (query: string, languagesId: number) =>
  queryOptions({
    queryKey: ['utilities', 'geocode', languagesId, query],
    queryFn: () => apiResult<Place[]>('/api/utilities/geocode', { query, languagesId }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Canadian places matching what is typed (two characters at least). */
export function usePlaces(query: string, languagesId: number) {
  const text = query.trim();
  return useQuery({ ...geocodeQueryOptions(text, languagesId), enabled: text.length >= 2 });
}
