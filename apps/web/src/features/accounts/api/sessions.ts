import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSessionCall, sessionsCall } from '@airwork/shared/accounts/account.calls';
import { call, keyOf, refresh } from '../../../lib/call';

/** The caller's signed-in devices (issue 45). */
export function useSessions() {
  return useQuery({
    queryKey: keyOf(sessionsCall),
    queryFn: () => call(sessionsCall, {}),
    staleTime: 0,
  });
}

/** Ends one of the caller's sessions, or every other one. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'others') => call(endSessionCall, { id }),
    onSettled: () => refresh(queryClient, [keyOf(sessionsCall)]),
  });
}
