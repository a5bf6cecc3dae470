import { useMutation } from '@tanstack/react-query';
import { setNewPasswordCall } from '@airwork/shared/accounts/account.calls';
import { call } from '../../../lib/call';

export const setNewPassword = (body: { token: string; newPassword: string }) =>
  call(setNewPasswordCall, body);

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
