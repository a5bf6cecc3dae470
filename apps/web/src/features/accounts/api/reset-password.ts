import { useMutation } from '@tanstack/react-query';
import { resetPasswordCall } from '@airwork/shared/accounts/account.calls';
import { ask } from '../../../lib/call';

export const resetPassword = (body: { email: string }) => ask(resetPasswordCall, body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
