import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientAirworksCall, clientTotalsCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';

export interface ClientListQuery {
  userId: number;
  /** One status; every status when absent (the job list). */
  status?: number;
  page: number;
  size: number;
  keywords: string;
}

/** The client's lists and totals: what posting, editing or deleting makes stale. */

export const clientAirworksQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: keyOf(clientAirworksCall, query),
    queryFn: () => call(clientAirworksCall, { ...query, size: asPageSize(query.size) }),
    placeholderData: keepPreviousData,
    // The spec's order lists reload on entry: a list met again is asked for anew.
    staleTime: 0,
  });

export function useClientAirworks(query: ClientListQuery) {
  return useQuery(clientAirworksQueryOptions(query));
}

export const clientTotalsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: keyOf(clientTotalsCall, userId),
    queryFn: () => call(clientTotalsCall, { userId }),
    staleTime: 0,
  });

export function useClientTotals(userId: number | undefined) {
  return useQuery({ ...clientTotalsQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
