import type { ServerModule } from '../../server-module';
import { geocodeCall, placeAtCall } from '@airwork/shared/airworks/airwork.calls';
import { clientConfigCall } from '@airwork/shared/config/client-config.calls';
import { clientConfigRoutes } from './client-config.routes';
import { placesRoutes } from './places.routes';

/** The places module as it declares itself (server-module.ts). */
export const placesModule: ServerModule = {
  name: 'places',
  routes: (s, { limits, config }) => [placesRoutes(s.places, limits), clientConfigRoutes(config)],
  calls: [geocodeCall, placeAtCall, clientConfigCall],
};
