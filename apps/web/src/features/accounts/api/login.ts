import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResult } from '@airwork/shared/accounts/account.schema';
import { apiPost } from '../../../lib/api-client';

export const login = (body: LoginRequest) =>
  apiPost<LoginResult | { active: number } | null>('/api/member/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
