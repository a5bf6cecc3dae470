import { useEffect } from 'react';
import type { ClientInfo } from '@airwork/shared/accounts/account.schema';
import { apiPost } from './api-client';
import { currentUser, updateStoredUser, useCurrentUser } from './session';

/**
 * Once per page load with a stored user: asks the server who that is. A dead session ends at
 * once (the 401 raises the logged-out event) instead of at the user's first action, and a
 * changed account status (a pilot approved meanwhile) shows without logging in again.
 */
export function useSessionCheck(): void {
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    apiPost<ClientInfo>('/api/member/loadClientInfo', { userId })
      .then((reply) => {
        const stored = currentUser();
        if (cancelled || reply.code !== 200 || !stored || stored.id !== userId) return;
        if (reply.result.active !== stored.active)
          updateStoredUser({ active: reply.result.active });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
