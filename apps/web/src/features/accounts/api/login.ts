import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@airwork/shared/accounts/account.schema';
import { loginCall } from '@airwork/shared/accounts/account.calls';
import { ask } from '../../../lib/call';

export const login = (body: LoginRequest) => ask(loginCall, body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
