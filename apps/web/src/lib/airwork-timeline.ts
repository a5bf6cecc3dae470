import { useQuery } from '@tanstack/react-query';
import { timelineCall } from '@airwork/shared/delivery/delivery.calls';
import { call, keyOf } from './call';

/** The Airwork's recorded changes (its client, its pilot and admins may read them). */
export function useTimeline(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(timelineCall, taskId),
    queryFn: () => call(timelineCall, { taskId }),
    enabled: enabled && taskId > 0,
  });
}
