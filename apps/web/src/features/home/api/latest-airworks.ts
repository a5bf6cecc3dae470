import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { call } from '../../../lib/call';

export const latestAirworksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'latest'],
    queryFn: () => call(latestAirworksCall, {}),
  });

export function useLatestAirworks() {
  return useQuery(latestAirworksQueryOptions());
}
