import { useQuery } from '@tanstack/react-query';
import { timelineCall } from '@airwork/shared/delivery/delivery.calls';
import { call } from './call';
import { airworkKey } from './airwork-query';

/** The Airwork's recorded changes (its client, its pilot and admins may read them). */
export function useTimeline(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...airworkKey, taskId, 'timeline'],
    queryFn: () => call(timelineCall, { taskId }),
    enabled: enabled && taskId > 0,
  });
}
