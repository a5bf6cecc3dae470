import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import { call, refresh } from '../../../lib/call';
import { clientListKeys, airworkKeys } from '../../../lib/list-keys';

export const removeAirwork = (body: { taskId: number; userId: number }) =>
  call(removeAirworkCall, body);

/** Deletes (cancels) one's own open Airwork; lists, totals and the Airwork itself refresh. */
export function useRemoveAirwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAirwork,
    onSuccess: () => refresh(queryClient, [...clientListKeys, ...airworkKeys]),
  });
}
