import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyCall } from '@airwork/shared/hiring/hiring.calls';
import { call, refresh } from '../../../lib/call';
import { airworkKeys, pilotListKeys, searchKeys } from '../../../lib/list-keys';

/** A pilot applies to an open Airwork; the Airwork and every search list refresh. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => call(applyCall, { taskId }),
    onSuccess: () => refresh(queryClient, [...airworkKeys, ...searchKeys, ...pilotListKeys]),
  });
}
