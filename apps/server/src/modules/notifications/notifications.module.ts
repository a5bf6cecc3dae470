import type { ServerModule } from '../../server-module';
import { notificationCalls } from '@airwork/shared/notifications/notification.calls';
import { notificationsRoutes } from './notifications.routes';
import { notificationsPersonalData } from './personal-data.repository';

/** The notifications module as it declares itself (server-module.ts). */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: (s) => [notificationsRoutes(s.notifications)],
  calls: notificationCalls,
  tables: ['notifications'],
  personalData: notificationsPersonalData,
};
