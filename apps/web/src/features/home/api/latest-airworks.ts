import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { apiResult } from '../../../lib/api-client';

export const latestAirworksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'latest'],
    queryFn: () => apiResult<Airwork[]>('/api/tasks/latestNewTasks', {}),
  });

export function useLatestAirworks() {
  return useQuery(latestAirworksQueryOptions());
}
