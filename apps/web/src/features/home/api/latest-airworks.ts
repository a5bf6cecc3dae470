import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../../lib/call';

export const latestAirworksQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(latestAirworksCall),
    queryFn: () => call(latestAirworksCall, {}),
  });

export function useLatestAirworks() {
  return useQuery(latestAirworksQueryOptions());
}
