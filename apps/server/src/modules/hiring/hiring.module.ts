import type { ServerModule } from '../../server-module';
import { hiringCalls } from '@airwork/shared/hiring/hiring.calls';
import { hiringRoutes } from './hiring.routes';
import { hiringPersonalData } from './personal-data.repository';

/** The hiring module as it declares itself (server-module.ts). */
export const hiringModule: ServerModule = {
  name: 'hiring',
  routes: (s) => [hiringRoutes(s.hiring)],
  calls: hiringCalls,
  tables: ['airwork_applications'],
  personalData: hiringPersonalData,
};
