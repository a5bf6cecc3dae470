import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import { getResultCall } from '@airwork/shared/delivery/result.calls';
import { timelineCall } from '@airwork/shared/delivery/delivery.calls';
import { call, keyOf, type QueryKeys } from './call';

export const getAirwork = (taskId: number) => call(getAirworkCall, { taskId });

/** Every Airwork held in the cache, with its record and results: what a change makes stale. */
export const airworkKeys = [
  keyOf(getAirworkCall),
  keyOf(timelineCall),
  keyOf(getResultCall),
] as const satisfies QueryKeys;

export const airworkQueryOptions = (taskId: number) =>
  queryOptions({ queryKey: keyOf(getAirworkCall, taskId), queryFn: () => getAirwork(taskId) });

export function useAirwork(taskId: number) {
  return useQuery({ ...airworkQueryOptions(taskId), enabled: taskId > 0, retry: false });
}
