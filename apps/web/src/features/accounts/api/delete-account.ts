import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteAccountCall, deletionCheckCall } from '@airwork/shared/accounts/privacy.calls';
import { call, keyOf } from '../../../lib/call';

/** What keeps the caller's account from being deleted (issue 45). */
export function useDeletionCheck(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(deletionCheckCall),
    queryFn: () => call(deletionCheckCall, {}),
    enabled,
    staleTime: 0,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; code?: string }) => call(deleteAccountCall, body),
  });
}
