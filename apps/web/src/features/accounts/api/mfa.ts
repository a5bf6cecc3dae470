import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmTotpCall,
  enrollTotpCall,
  loginMfaCall,
  mfaStatusCall,
  removeFactorCall,
} from '@airwork/shared/accounts/mfa.calls';
import { ask, call, keyOf, refresh } from '../../../lib/call';

// Two-step sign-in (issue 45): the caller's factors, enrolling an app, removing one; and the
// second step of a sign-in.

export function useMfaStatus() {
  return useQuery({
    queryKey: keyOf(mfaStatusCall),
    queryFn: () => call(mfaStatusCall, {}),
    staleTime: 0,
  });
}

export function useEnrollTotp() {
  return useMutation({ mutationFn: () => call(enrollTotpCall, {}) });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(confirmTotpCall, { code }),
    onSuccess: () => refresh(queryClient, [keyOf(mfaStatusCall)]),
  });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeFactorCall, { id }),
    onSettled: () => refresh(queryClient, [keyOf(mfaStatusCall)]),
  });
}

export const loginMfa = (body: { challengeId: string; code?: string; recoveryCode?: string }) =>
  ask(loginMfaCall, body);

export function useLoginMfa() {
  return useMutation({ mutationFn: loginMfa });
}
