import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addPasskeyCall,
  confirmTotpCall,
  enrollTotpCall,
  loginMfaCall,
  loginPasskeyCall,
  mfaStatusCall,
  passkeyChallengeCall,
  passkeyLoginOptionsCall,
  passkeyOptionsCall,
  removeFactorCall,
} from '@airwork/shared/accounts/mfa.calls';
import { ask, call, keyOf, refresh } from '../../../lib/call';
import { createPasskey, signWithPasskey, type GivenFactor } from '../../../lib/passkeys';

// Two-step sign-in (issue 45): the caller's factors, enrolling an app, adding a passkey,
// removing one; the second step of a sign-in, and a sign-in with a passkey alone.

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

/** Asks the server for options, the device for a passkey, and keeps it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await call(passkeyOptionsCall, {});
      return call(addPasskeyCall, { response: await createPasskey(options) });
    },
    onSettled: () => refresh(queryClient, [keyOf(mfaStatusCall)]),
  });
}

/** Options for using one of the caller's passkeys in this session (step-up, deletion). */
export const sessionPasskeyOptions = () => call(passkeyChallengeCall, {});

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeFactorCall, { id }),
    onSettled: () => refresh(queryClient, [keyOf(mfaStatusCall)]),
  });
}

export const loginMfa = (body: GivenFactor & { challengeId: string }) => ask(loginMfaCall, body);

/** A sign-in with a passkey alone: any passkey of this site, the one chosen names the account. */
export function useLoginPasskey() {
  return useMutation({
    mutationFn: async (keepLoggedIn: boolean) => {
      const options = await call(passkeyLoginOptionsCall, {});
      const response = await signWithPasskey(options);
      return call(loginPasskeyCall, { response, keepLoggedIn });
    },
  });
}

export function useLoginMfa() {
  return useMutation({ mutationFn: loginMfa });
}
