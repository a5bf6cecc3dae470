import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { searchAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';

/** Every search result held in the cache: what an application makes stale. */
export const searchKey = keyOf(searchAirworksCall);

/** `/api/tasks/searchTasks`: open Airworks matching the filters, newest first. */
export function useSearchAirworks(query: SearchTasksRequest) {
  return useQuery({
    queryKey: keyOf(searchAirworksCall, query),
    queryFn: () => call(searchAirworksCall, query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
