import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addRatingCall, taskRatingsCall } from '@airwork/shared/ratings/rating.calls';
import type { AddRatingRequest } from '@airwork/shared/ratings/rating.schema';
import { call, keyOf } from '../../../lib/call';

/** What the caller gave for an Airwork, and what they got once it shows. */
export function useTaskRatings(taskId: number) {
  return useQuery({
    queryKey: keyOf(taskRatingsCall, taskId),
    queryFn: () => call(taskRatingsCall, { taskId }),
    enabled: taskId > 0,
    retry: false,
  });
}

export function useAddRating(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: AddRatingRequest) => call(addRatingCall, r),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(taskRatingsCall, taskId) }),
  });
}
