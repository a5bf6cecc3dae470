import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUser, updateStoredUser, useCurrentUser } from '../../../lib/session';

/**
 * Once per page load with a stored user: asks the server who that is. A dead session ends at
 * once (the 401 raises the logged-out event) instead of at the user's first action, and a
 * changed account status (a pilot approved meanwhile) shows without logging in again.
 */
export function useSessionCheck(): void {
  const userId = useCurrentUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // Always asks the server (staleTime 0); the answer also fills the profile screen's cache.
    // The call's contract (and zod with it) loads after Home's first paint, not with it.
    import('../api/load-client-info')
      .then(({ clientInfoQueryOptions }) =>
        queryClient.fetchQuery({ ...clientInfoQueryOptions(userId), staleTime: 0 }),
      )
      .then((info) => {
        const stored = currentUser();
        if (cancelled || !stored || stored.id !== userId) return;
        if (info.active !== stored.active) updateStoredUser({ active: info.active });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, queryClient]);
}
