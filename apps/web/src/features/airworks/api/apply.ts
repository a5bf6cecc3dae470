import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientRatingCall } from '@airwork/shared/ratings/rating.calls';
import { applyCall } from '@airwork/shared/hiring/hiring.calls';
import { call, keyOf, refresh } from '../../../lib/call';
import { airworkKeys } from '../../../lib/airwork-query';
import { pilotListKeys, searchKeys } from '../../../lib/list-keys';

/** A pilot applies to an open Airwork; the Airwork and every search list refresh. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => call(applyCall, { taskId }),
    onSuccess: () => refresh(queryClient, [...airworkKeys, ...searchKeys, ...pilotListKeys]),
  });
}

/** A client's prestige: the average of the ratings pilots gave them, and how many. */
export function useClientRating(userId: number) {
  return useQuery({
    queryKey: keyOf(clientRatingCall, userId),
    queryFn: () => call(clientRatingCall, { userId }),
    enabled: userId > 0,
  });
}
