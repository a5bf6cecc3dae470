import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientRating } from '@airwork/shared/hiring/application.schema';
import { apiPost, apiResult } from '../../../lib/api-client';
import { airworkKey } from '../../../lib/airwork-query';

/** A pilot applies to an open Airwork; the Airwork and every search list refresh. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) =>
      apiPost<{ id: number; tasksId: string; title: string }>('/api/tasks/apply', { taskId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: airworkKey }),
        queryClient.invalidateQueries({ queryKey: ['tasks', 'search'] }),
        queryClient.invalidateQueries({ queryKey: ['pilot'] }),
      ]),
  });
}

/** A client's prestige: the average of the ratings pilots gave them, and how many. */
export function useClientRating(userId: number) {
  return useQuery({
    queryKey: ['rating', 'client', userId],
    queryFn: () => apiResult<ClientRating>('/api/rating/clientRating', { userId }),
    enabled: userId > 0,
  });
}
