import { Navigate, Outlet } from 'react-router';
import { homeRouteForRole, type Role } from '@airwork/shared/accounts/account-constants';
import { useCurrentUser } from '../../lib/session';

/**
 * Spec section 6: a role screen sends the visitor to /login when no user id is stored.
 * A signed-in user of another role goes to their own home instead of a screen they cannot use.
 */
export function RequireUser({ roles, children }: { roles: Role[]; children?: React.ReactNode }) {
  const user = useCurrentUser();
  if (!user?.id) return <Navigate to="/login" replace />;
  if (!roles.includes(user.role_id as Role)) {
    return <Navigate to={homeRouteForRole(user.role_id)} replace />;
  }
  return children ?? <Outlet />;
}
