import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * A call that changes an Airwork's status: its details, the lists and the sidebar counts are
 * stale. They refresh in the background, not awaited: the screen that called moves on at once
 * (awaiting would re-render it for the new status first, and unmount the caller's form).
 */
function useTaskCall<V>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiPost<unknown>(path, v),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/** The pilot submits the results with a note to the client. */
export const useCompleteOrder = () =>
  useTaskCall<{ taskId: number; comments: string }>('/api/tasks/completeOrder');

/** The client accepts the results; the held money is captured. */
export const useAcceptOrder = () =>
  useTaskCall<{ taskId: number; comments?: string }>('/api/tasks/acceptOrder');

/** The client sends the results back to the pilot with what to fix. */
export const useRejectOrder = () =>
  useTaskCall<{ taskId: number; comments: string }>('/api/tasks/rejectOrder');
