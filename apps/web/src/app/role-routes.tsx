import type { RouteObject } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { paths } from '../lib/paths';
import { ownRoleLayout, roleLayout, screen } from './route-helpers';

/** The screens inside each role's sidebar layout (the sidebar's own links). */
export const roleRoutes: RouteObject[] = [
  {
    ...roleLayout(Role.pilot),
    children: [
      screen(
        paths.pilotHome,
        () => import('../features/dashboard/routes/pilot-home'),
        'PilotHomePage',
      ),
      screen(
        paths.pilotProfile,
        () => import('../features/accounts/routes/pilot-profile'),
        'PilotProfilePage',
      ),
      screen(
        paths.pilotPayment,
        () => import('../features/accounts/routes/pilot-payment'),
        'PilotPaymentPage',
      ),
      screen(
        paths.pilotNotification,
        () => import('../features/accounts/routes/pilot-notification'),
        'PilotNotificationPage',
      ),
      screen(
        paths.pilotHistory,
        () => import('../features/hiring/routes/pilot-history'),
        'PilotHistoryPage',
      ),
    ],
  },
  {
    ...roleLayout(Role.client),
    children: [
      screen(
        paths.clientHome,
        () => import('../features/airworks/routes/client-home'),
        'ClientHomePage',
      ),
      screen(
        paths.clientOrders,
        () => import('../features/airworks/routes/client-orders'),
        'ClientOrdersPage',
      ),
      screen(
        paths.clientHistory,
        () => import('../features/airworks/routes/client-history'),
        'ClientHistoryPage',
      ),
      screen(
        paths.clientProfile,
        () => import('../features/accounts/routes/client-profile'),
        'ClientProfilePage',
      ),
      screen(
        paths.clientPayment,
        () => import('../features/payments/routes/client-payment'),
        'ClientPaymentPage',
      ),
      screen(
        paths.clientNotification,
        () => import('../features/hiring/routes/client-notification'),
        'ClientNotificationPage',
      ),
      screen(
        paths.airworkProposals,
        () => import('../features/hiring/routes/airwork-proposals'),
        'AirworkProposalsPage',
      ),
    ],
  },
  {
    ...roleLayout(Role.admin),
    children: [
      screen(paths.adminHome, () => import('../features/admin/routes/admin-home'), 'AdminHomePage'),
      screen(paths.pilotMgr, () => import('../features/admin/routes/pilot-mgr'), 'PilotMgrPage'),
      screen(
        paths.pilotVerify,
        () => import('../features/admin/routes/pilot-verify'),
        'PilotVerifyPage',
      ),
      screen(
        paths.certificateInfo,
        () => import('../features/admin/routes/certificate-info'),
        'CertificateInfoPage',
      ),
      screen(
        paths.adminDisputes,
        () => import('../features/disputes/routes/admin-disputes'),
        'AdminDisputesPage',
      ),
      screen(paths.adminJobs, () => import('../features/admin/routes/admin-jobs'), 'AdminJobsPage'),
    ],
  },
  {
    // The conversations: every role, inside its own sidebar (admins read, never write).
    ...ownRoleLayout([Role.pilot, Role.client, Role.admin]),
    children: [
      screen(paths.messages, () => import('../features/messages/routes/messages'), 'MessagesPage'),
      screen(paths.security, () => import('../features/accounts/routes/security'), 'SecurityPage'),
      screen(paths.mailbox, () => import('../features/mailbox/routes/mailbox'), 'MailboxPage'),
    ],
  },
];
