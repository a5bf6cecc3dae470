import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const setNewPassword = (body: { token: string; newPassword: string }) =>
  apiPost<null>('/api/member/setNewPassword', body);

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
