import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRequest } from '@airwork/shared/hiring/application.schema';
import { applyCall, withdrawApplyCall } from '@airwork/shared/hiring/hiring.calls';
import { call, refresh } from '../../../lib/call';
import { airworkKeys, pilotListKeys, searchKeys } from '../../../lib/list-keys';

/** What an application or its withdrawal makes stale: the Airwork, the searches, the lists. */
const touched = [...airworkKeys, ...searchKeys, ...pilotListKeys];

/** A pilot applies to an open Airwork with their proposal. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyRequest) => call(applyCall, body),
    onSuccess: () => refresh(queryClient, touched),
  });
}

/** A pilot takes back a waiting application. */
export function useWithdrawApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => call(withdrawApplyCall, { taskId }),
    onSuccess: () => refresh(queryClient, touched),
  });
}
