import type { ServerModule } from '../../server-module';
import { adminCalls } from '@airwork/shared/pilots/admin.calls';
import { adminRoutes } from './admin.routes';

/** The admin module as it declares itself (server-module.ts). */
export const adminModule: ServerModule = {
  name: 'admin',
  routes: (s) => [adminRoutes(s.admin)],
  calls: adminCalls,
};
