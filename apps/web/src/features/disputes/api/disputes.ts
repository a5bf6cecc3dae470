import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addStatementCall,
  adminDisputesCall,
  decideDisputeCall,
  getDisputeCall,
  openDisputeCall,
} from '@airwork/shared/disputes/dispute.calls';
import {
  DisputeCode,
  type AddStatementRequest,
  type DecideDisputeRequest,
  type OpenDisputeRequest,
} from '@airwork/shared/disputes/dispute.schema';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import { ApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';

/** An Airwork's dispute; `null` when it has none (404 dispute.not_found). */
export function useDispute(taskId: number) {
  return useQuery({
    queryKey: keyOf(getDisputeCall, taskId),
    queryFn: async () => {
      try {
        return await call(getDisputeCall, { taskId });
      } catch (err) {
        if (err instanceof ApiError && err.messageCode === DisputeCode.notFound) return null;
        throw err;
      }
    },
    enabled: taskId > 0,
  });
}

/** The admins' queue: open disputes oldest first, or the decided ones. */
export function useDisputeQueue(q: { page: number; size: number; state: 'open' | 'decided' }) {
  return useQuery({
    queryKey: keyOf(adminDisputesCall, q),
    queryFn: () => call(adminDisputesCall, { ...q, size: asPageSize(q.size) }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A call that changes the dispute — and, opening or deciding, the Airwork's status, its lists
 * and counts: everything cached is stale and refreshes in the background.
 */
function useDisputeCall<T>(send: (v: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

export const useOpenDispute = () =>
  useDisputeCall((v: OpenDisputeRequest) => call(openDisputeCall, v));
export const useAddStatement = () =>
  useDisputeCall((v: AddStatementRequest) => call(addStatementCall, v));
export const useDecideDispute = () =>
  useDisputeCall((v: DecideDisputeRequest) => call(decideDisputeCall, v));
