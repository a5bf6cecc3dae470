import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@airwork/shared/accounts/account.schema';
import { registerCall } from '@airwork/shared/accounts/account.calls';
import { ask } from '../../../lib/call';

export const register = (body: RegisterRequest) => ask(registerCall, body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
