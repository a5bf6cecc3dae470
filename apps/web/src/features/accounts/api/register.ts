import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterRequest } from '@airwork/shared/accounts/account.schema';
import { apiPost } from '../../../lib/api-client';

export const register = (body: RegisterRequest) =>
  apiPost<LoginResult | null>('/api/member/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
