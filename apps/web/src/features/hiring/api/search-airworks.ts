import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { AIRWORK_SUMMARY_FIELDS, type AirworkSummary } from '../../../components/airwork-card';
import { listOf, plainCall, shaped } from '../../../lib/plain-call';

// The search of the list, the map and the lobby, without the contract's schemas
// (lib/plain-call.ts): the zod chunk was a quarter of what a phone loaded before the list
// could paint (issue 22). The server's side is `searchAirworksCall`
// (packages/shared/src/airworks/airwork.calls.ts); search-airworks.test.ts holds this to it.

export const SEARCH_AIRWORKS_PATH = '/api/tasks/searchTasks';

/** What the cards and the maps read of each Airwork found. */
export type SearchedAirwork = AirworkSummary &
  Pick<Airwork, 'latitude' | 'longitude' | 'distanceKm'>;

/** A page of the search: the count (capped: `more` past it) and the page's Airworks. */
export interface SearchPage {
  total: number;
  more: boolean;
  data: SearchedAirwork[];
  /** The place the location was found as, and the radius around it (issue 46). */
  near?: { name: string; radiusKm: number };
}

const isSearchedAirworks = listOf(
  shaped<SearchedAirwork>({
    ...AIRWORK_SUMMARY_FIELDS,
    latitude: 'number',
    longitude: 'number',
    distanceKm: 'integer?',
  }),
);
const hasCount = shaped<Omit<SearchPage, 'data' | 'near'>>({ total: 'integer', more: 'boolean' });

const isNear = (near: unknown) =>
  near === undefined ||
  (typeof near === 'object' &&
    near !== null &&
    typeof (near as { name?: unknown }).name === 'string' &&
    Number.isInteger((near as { radiusKm?: unknown }).radiusKm));

export const isSearchPage = (value: unknown): value is SearchPage =>
  hasCount(value) &&
  isSearchedAirworks((value as { data?: unknown }).data) &&
  isNear((value as { near?: unknown }).near);

/** Every search result held in the cache: what an application makes stale. */
export const searchKey = [SEARCH_AIRWORKS_PATH] as const;

/** `/api/tasks/searchTasks`: open Airworks matching the filters, newest first. */
export function useSearchAirworks(query: SearchTasksRequest) {
  return useQuery({
    // The call's path first, as keyOf(entry) writes it (the entry itself is not loaded here).
    queryKey: [SEARCH_AIRWORKS_PATH, query],
    queryFn: () => plainCall(SEARCH_AIRWORKS_PATH, query, isSearchPage),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
