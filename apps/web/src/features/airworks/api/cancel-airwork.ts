import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Cancels an Airwork before completion (its client or an admin); the held money is released. */
export function useCancelAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { taskId: number; reason: string }) => apiPost<unknown>('/api/tasks/cancel', v),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
