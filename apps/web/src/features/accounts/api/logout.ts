import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutCall } from '@airwork/shared/accounts/account.calls';
import { call } from '../../../lib/call';
import { forgetLogin, setLoggingOut } from '../../../lib/session';

export const logout = () => call(logoutCall, {});

/** Revokes the session on the server, forgets it here and goes to the login screen. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // The screen left behind does not ask to come back to it after the next log-in, as a
    // session that ended by itself does.
    setLoggingOut(true);
    // The local session ends even when the server cannot be reached.
    void logout()
      .catch(() => undefined)
      .then(async () => {
        await navigate('/login');
        forgetLogin();
        queryClient.clear();
      })
      .finally(() => setLoggingOut(false));
  };
}
