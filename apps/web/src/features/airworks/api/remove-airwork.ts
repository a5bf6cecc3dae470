import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { clientAirworksKey } from './client-airworks';
import { airworkKey } from '../../../lib/airwork-query';

export const removeAirwork = (body: { taskId: number; userId: number }) =>
  apiPost<null>('/api/tasks/remove', body);

/** Deletes (cancels) one's own open Airwork; lists, totals and the Airwork itself refresh. */
export function useRemoveAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAirwork,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientAirworksKey }),
        queryClient.invalidateQueries({ queryKey: airworkKey }),
      ]),
  });
}
