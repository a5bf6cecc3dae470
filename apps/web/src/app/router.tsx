import { createHashRouter, type RouteObject } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { ForgotPasswordPage } from '../features/accounts/routes/forgot-password';
import { LoginPage } from '../features/accounts/routes/login';
import { RegisterPage } from '../features/accounts/routes/register';
import { RegisterSuccessPage } from '../features/accounts/routes/register-success';
import { ResetPasswordPage } from '../features/accounts/routes/reset-password';
import { SignUpAsPage } from '../features/accounts/routes/sign-up-as';
import { ClientProfilePage } from '../features/accounts/routes/client-profile';
import { AdminHomePage } from '../features/dashboard/routes/admin-home';
import { ClientHomePage } from '../features/dashboard/routes/client-home';
import { PilotHomePage } from '../features/dashboard/routes/pilot-home';
import { PilotVerificationPage } from '../features/dashboard/routes/pilot-verification';
import { HomePage } from '../features/home/routes/home';
import { TermsPage } from '../features/legal/routes/terms';
import { NotFoundPage } from '../components/not-found-page';
import { PublicLayout } from './layouts/public-layout';
import { RequireUser } from './layouts/require-user';
import { RoleLayout } from './layouts/role-layout';

// Paths are the spec's, letter for letter (section 2). A screen is listed when its feature
// is built; anything else falls through to the not-found page.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/sign-up-as', element: <SignUpAsPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/register-success', element: <RegisterSuccessPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/terms-conditions', element: <TermsPage /> },
      {
        element: <RequireUser roles={[Role.pilot]} />,
        children: [{ path: '/pilot-verification', element: <PilotVerificationPage /> }],
      },
      {
        element: <RoleLayout role={Role.pilot} />,
        children: [{ path: '/pilot-home', element: <PilotHomePage /> }],
      },
      {
        element: <RoleLayout role={Role.client} />,
        children: [
          { path: '/client-home', element: <ClientHomePage /> },
          { path: '/client-profile', element: <ClientProfilePage /> },
        ],
      },
      {
        element: <RoleLayout role={Role.admin} />,
        children: [{ path: '/admin-home', element: <AdminHomePage /> }],
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
