import type { ServerModule } from '../../server-module';
import { healthRoutes } from './health.routes';

/** The health module as it declares itself (server-module.ts). */
export const healthModule: ServerModule = {
  name: 'health',
  routes: (s) => [healthRoutes(s.health)],
};
