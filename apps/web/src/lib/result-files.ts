import { useQuery } from '@tanstack/react-query';
import { getResultCall } from '@airwork/shared/delivery/result.calls';
import { call, keyOf } from './call';

export const resultFilesKey = (taskId: number) => keyOf(getResultCall, taskId);

/**
 * The Airwork's result files (its client, its pilot and admins may list them), fetched anew on
 * each visit. Their links work for an hour, so an open screen fetches them again after half.
 */
export function useResultFiles(taskId: number, enabled = true) {
  return useQuery({
    queryKey: resultFilesKey(taskId),
    queryFn: () => call(getResultCall, { tasksId: taskId }),
    enabled: enabled && taskId > 0,
    refetchInterval: 30 * 60_000,
  });
}
