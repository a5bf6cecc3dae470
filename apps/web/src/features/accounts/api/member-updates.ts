import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { pilotInfoKey } from '../../../lib/pilot-info';

/**
 * A profile or settings call (spec section 7: `result` 1 done, -1 no account); its success
 * refreshes the cached profiles.
 */
export function useMemberUpdate<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<number>(path, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pilotInfoKey }),
        queryClient.invalidateQueries({ queryKey: ['member', 'clientInfo'] }),
      ]),
  });
}
