import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelCall } from '@airwork/shared/delivery/delivery.calls';
import { call } from '../../../lib/call';

/** Cancels an Airwork before completion (its client or an admin); the held money is released. */
export function useCancelAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { taskId: number; reason: string }) => call(cancelCall, v),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
