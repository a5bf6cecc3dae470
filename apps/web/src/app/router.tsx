import { createHashRouter, type RouteObject } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { HomePage } from '../features/home/routes/home';
import { NotFoundPage } from '../components/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RequireUser } from './layouts/require-user';
import { RoleLayout } from './layouts/role-layout';

// Paths are the spec's, letter for letter (section 2). A screen is listed when its feature
// is built; anything else falls through to the not-found page. Screens other than the home
// page load on first visit, so the first paint does not wait for every feature's code.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/login',
        lazy: () =>
          import('../features/accounts/routes/login').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/sign-up-as',
        lazy: () =>
          import('../features/accounts/routes/sign-up-as').then((m) => ({
            Component: m.SignUpAsPage,
          })),
      },
      {
        path: '/register',
        lazy: () =>
          import('../features/accounts/routes/register').then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      {
        path: '/register-success',
        lazy: () =>
          import('../features/accounts/routes/register-success').then((m) => ({
            Component: m.RegisterSuccessPage,
          })),
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('../features/accounts/routes/forgot-password').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('../features/accounts/routes/reset-password').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: '/search',
        lazy: () =>
          import('../features/classifieds/routes/search').then((m) => ({
            Component: m.ClassifiedSearchPage,
          })),
      },
      {
        path: '/classified/:id',
        lazy: () =>
          import('../features/classifieds/routes/classified').then((m) => ({
            Component: m.ClassifiedPage,
          })),
      },
      {
        path: '/faq',
        lazy: () => import('../features/help/routes/faq').then((m) => ({ Component: m.FaqPage })),
      },
      {
        element: <RequireUser roles={[Role.pilot, Role.client, Role.admin]} />,
        children: [
          {
            path: '/add',
            lazy: () =>
              import('../features/classifieds/routes/add').then((m) => ({
                Component: m.AddClassifiedPage,
              })),
          },
          {
            path: '/post-ads',
            lazy: () =>
              import('../features/classifieds/routes/post-ads').then((m) => ({
                Component: m.PostAdsPage,
              })),
          },
          {
            path: '/account-my-ads',
            lazy: () =>
              import('../features/classifieds/routes/account-my-ads').then((m) => ({
                Component: m.AccountMyAdsPage,
              })),
          },
          {
            path: '/account-message-inbox',
            lazy: () =>
              import('../features/help/routes/account-message-inbox').then((m) => ({
                Component: m.AccountMessageInboxPage,
              })),
          },
        ],
      },
      {
        path: '/terms-conditions',
        lazy: () =>
          import('../features/legal/routes/terms').then((m) => ({ Component: m.TermsPage })),
      },
      {
        element: <RequireUser roles={[Role.pilot]} />,
        children: [
          {
            path: '/pilot-verification',
            lazy: () =>
              import('../features/dashboard/routes/pilot-verification').then((m) => ({
                Component: m.PilotVerificationPage,
              })),
          },
        ],
      },
      {
        element: <RoleLayout role={Role.pilot} />,
        children: [
          {
            path: '/pilot-home',
            lazy: () =>
              import('../features/dashboard/routes/pilot-home').then((m) => ({
                Component: m.PilotHomePage,
              })),
          },
        ],
      },
      {
        element: <RoleLayout role={Role.client} />,
        children: [
          {
            path: '/client-home',
            lazy: () =>
              import('../features/dashboard/routes/client-home').then((m) => ({
                Component: m.ClientHomePage,
              })),
          },
          {
            path: '/client-profile',
            lazy: () =>
              import('../features/accounts/routes/client-profile').then((m) => ({
                Component: m.ClientProfilePage,
              })),
          },
        ],
      },
      {
        element: <RoleLayout role={Role.admin} />,
        children: [
          {
            path: '/admin-home',
            lazy: () =>
              import('../features/dashboard/routes/admin-home').then((m) => ({
                Component: m.AdminHomePage,
              })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createHashRouter(routes);

/** Whether a screen exists yet, so links to screens of later features are not shown. */
export function isBuilt(path: string): boolean {
  const wanted = path.split('?')[0]!.toLowerCase();
  const walk = (list: RouteObject[]): boolean =>
    list.some((r) => r.path?.toLowerCase() === wanted || (r.children ? walk(r.children) : false));
  return walk(routes);
}
