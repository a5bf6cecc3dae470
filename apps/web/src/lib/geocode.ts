import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { geocodeCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from './call';
import type { LanguageId } from '@airwork/shared/accounts/account-constants';

export const geocodeQueryOptions = (query: string, languagesId: LanguageId) =>
  queryOptions({
    queryKey: keyOf(geocodeCall, languagesId, query),
    queryFn: () => call(geocodeCall, { query, languagesId }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

/** Canadian places matching what is typed (two characters at least). */
export function usePlaces(query: string, languagesId: LanguageId) {
  const text = query.trim();
  return useQuery({ ...geocodeQueryOptions(text, languagesId), enabled: text.length >= 2 });
}
