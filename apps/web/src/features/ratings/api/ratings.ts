import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddRatingRequest, TaskRatings } from '@airwork/shared/ratings/rating.schema';
import { apiPost, apiResult } from '../../../lib/api-client';

const taskRatingsKey = (taskId: number) => ['rating', 'task', taskId] as const;

/** What the caller gave for an Airwork, and what they got once it shows. */
export function useTaskRatings(taskId: number) {
  return useQuery({
    queryKey: taskRatingsKey(taskId),
    queryFn: () => apiResult<TaskRatings>('/api/rating/forTask', { taskId }),
    enabled: taskId > 0,
    retry: false,
  });
}

export function useAddRating(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: AddRatingRequest) => apiPost<null>('/api/rating/add', r),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskRatingsKey(taskId) }),
  });
}
