import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import { call } from './call';

export const getAirwork = (taskId: number) => call(getAirworkCall, { taskId });

/** Every Airwork held in the cache: what a change to one of them makes stale. */
export const airworkKey = ['tasks', 'one'] as const;

export const airworkQueryOptions = (taskId: number) =>
  queryOptions({ queryKey: [...airworkKey, taskId], queryFn: () => getAirwork(taskId) });

export function useAirwork(taskId: number) {
  return useQuery({ ...airworkQueryOptions(taskId), enabled: taskId > 0, retry: false });
}
