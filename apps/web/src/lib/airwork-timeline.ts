import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import { apiResult } from './api-client';
import { airworkKey } from './airwork-query';

/** The Airwork's recorded changes (its client, its pilot and admins may read them). */
export function useTimeline(taskId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...airworkKey, taskId, 'timeline'],
    queryFn: () => apiResult<TimelineEntry[]>('/api/tasks/timeline', { taskId }),
    enabled: enabled && taskId > 0,
  });
}
