import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import { call } from '../../../lib/call';
import { pilotInfoKey } from '../../../lib/pilot-info';
import { clientInfoKey } from './load-client-info';

/** A profile or settings call: `result` 1 done, -1 no account (spec section 7). */
export type MemberUpdateCall = Call<z.ZodType, z.ZodNumber, Access>;

/**
 * A profile or settings call; its success refreshes the cached profiles. The body is the
 * form's values, checked with the same shared schema the entry's request is built from.
 */
export function useMemberUpdate(entry: MemberUpdateCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call(entry, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pilotInfoKey }),
        queryClient.invalidateQueries({ queryKey: clientInfoKey }),
      ]),
  });
}
