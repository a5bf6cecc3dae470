import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const changePassword = (body: {
  userId: number;
  oldPassword: string;
  newPassword: string;
}) => apiPost<number>('/api/member/changePassword', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
