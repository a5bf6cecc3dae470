import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { changePasswordCall } from '@airwork/shared/accounts/account.calls';
import { ask } from '../../../lib/call';

export const changePassword = (body: z.input<typeof changePasswordCall.request>) =>
  ask(changePasswordCall, body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
