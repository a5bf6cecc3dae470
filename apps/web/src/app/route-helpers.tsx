import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@airwork/shared/accounts/account-constants';
import { RouteFailure, ScreenUnavailable } from '../components/route-failure';
import { requireUser } from './layouts/require-user';
import { loadMessageTexts } from '../i18n/i18n';

/**
 * A screen loaded on first visit, with the texts of the server's messages (each module carries its own), so the first
 * paint does not wait for every feature's code and words.
 * `name` is the module's export that renders the screen; `early`, if given, starts its first
 * call beside its code.
 */
export function screen<M, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K & (M[K] extends ComponentType ? unknown : never),
  early?: (url: URL) => void,
): RouteObject {
  return {
    path,
    errorElement: <RouteFailure />,
    // `early` starts the screen's first call as it opens: the router runs a loader beside
    // `lazy`, not after it (app/early-screens.ts).
    ...(early && {
      loader: ({ request }: { request: Request }) => {
        early(new URL(request.url));
        return null;
      },
    }),
    lazy: async () => {
      try {
        const [m] = await Promise.all([load(), loadMessageTexts()]);
        return { Component: m[name] as ComponentType };
      } catch {
        // React Router shows a route whose lazy() failed as still loading — a blank page —
        // so the failure is the screen instead (spec section 9: a clear message).
        return { Component: ScreenUnavailable };
      }
    },
  };
}

/**
 * The signed-in user's own sidebar layout, for a screen every role has (the conversations):
 * `roles` may open it, each inside their sidebar.
 */
export function ownRoleLayout(
  roles: Role[],
): Pick<RouteObject, 'lazy' | 'loader' | 'errorElement'> {
  return {
    ...requireUser(roles),
    errorElement: <RouteFailure />,
    lazy: () =>
      Promise.all([import('./layouts/role-layout'), import('../lib/session')]).then(
        ([m, session]) => ({
          Component: () => (
            <m.RoleLayout role={(session.currentUser()?.role_id ?? roles[0]!) as Role} />
          ),
        }),
        () => ({ Component: ScreenUnavailable }),
      ),
  };
}

/** A role's sidebar layout, loaded with the first screen that needs it (not with Home). */
export function roleLayout(role: Role): Pick<RouteObject, 'lazy' | 'loader' | 'errorElement'> {
  return {
    ...requireUser([role]),
    errorElement: <RouteFailure />,
    lazy: () =>
      import('./layouts/role-layout').then(
        (m) => ({ Component: () => <m.RoleLayout role={role} /> }),
        () => ({ Component: ScreenUnavailable }),
      ),
  };
}
