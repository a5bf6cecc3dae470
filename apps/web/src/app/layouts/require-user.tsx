import { Navigate, Outlet, redirect, useLocation, type RouteObject } from 'react-router';
import { homeRouteForRole, type Role } from '@airwork/shared/accounts/account-constants';
import { link } from '../../lib/paths';
import { currentUser, isLoggingOut, useCurrentUser, type CurrentUser } from '../../lib/session';

/**
 * Where a user (or nobody) must go instead of a screen for `roles`; undefined when allowed.
 * Nobody signed in logs in first, then comes back to `here` (issue 46).
 */
function detour(user: CurrentUser | null, roles: Role[], here: string): string | undefined {
  if (!user?.id) return isLoggingOut() ? '/login' : link.loginThen(here);
  if (!roles.includes(user.role_id as Role)) return homeRouteForRole(user.role_id);
  return undefined;
}

/**
 * Spec section 6: a role screen sends the visitor to /login when no user id is stored.
 * A signed-in user of another role goes to their own home instead of a screen they cannot use.
 *
 * Two halves: the loader redirects inside the navigation itself, so arriving at a role screen
 * (a link, the address bar, back/forward) never renders it first; the component covers the
 * user changing while the screen is open (logout, a 401, another tab). The component alone was
 * not enough: its `<Navigate>` effect was sometimes lost when it ran right after a hash
 * navigation, leaving an empty page at the role screen's address.
 */
export function requireUser(roles: Role[]): Pick<RouteObject, 'loader'> {
  return {
    loader: ({ request }) => {
      const url = new URL(request.url);
      const to = detour(currentUser(), roles, url.pathname + url.search);
      return to ? redirect(to) : null;
    },
  };
}

export function RequireUser({ roles, children }: { roles: Role[]; children?: React.ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  const to = detour(user, roles, location.pathname + location.search);
  if (to) return <Navigate to={to} replace />;
  return children ?? <Outlet />;
}
