import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const resetPassword = (body: { email: string }) =>
  apiPost<null>('/api/member/resetPassword', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
