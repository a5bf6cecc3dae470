import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutCall } from '@airwork/shared/accounts/account.calls';
import { call } from '../../../lib/call';
import { forgetLogin } from '../../../lib/session';

export const logout = () => call(logoutCall, {});

/** Revokes the session on the server, forgets it here and goes to the login screen. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // The local session ends even when the server cannot be reached.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        forgetLogin();
        queryClient.clear();
        void navigate('/login');
      });
  };
}
