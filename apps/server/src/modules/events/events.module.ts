import type { ServerModule } from '../../server-module';
import { eventsRoutes } from './events.routes';

/** The events module as it declares itself (server-module.ts). */
export const eventsModule: ServerModule = {
  name: 'events',
  routes: (_s, { events }) => [eventsRoutes(events)],
};
