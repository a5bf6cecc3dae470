import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import {
  acceptOrderCall,
  completeOrderCall,
  rejectOrderCall,
} from '@airwork/shared/delivery/delivery.calls';
import { call } from '../../../lib/call';

/**
 * A call that changes an Airwork's status: its details, the lists and the sidebar counts are
 * stale. They refresh in the background, not awaited: the screen that called moves on at once
 * (awaiting would re-render it for the new status first, and unmount the caller's form).
 */
function useTaskCall<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  entry: Call<Req, Res, A>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: z.input<Req>) => call(entry, v),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/** The pilot submits the results with a note to the client. */
export const useCompleteOrder = () => useTaskCall(completeOrderCall);

/** The client accepts the results; the held money is captured. */
export const useAcceptOrder = () => useTaskCall(acceptOrderCall);

/** The client sends the results back to the pilot with what to fix. */
export const useRejectOrder = () => useTaskCall(rejectOrderCall);
