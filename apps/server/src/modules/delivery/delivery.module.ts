import { MINUTE, type ServerModule } from '../../server-module';
import { deliveryCalls } from '@airwork/shared/delivery/delivery.calls';
import { deliveryRoutes } from './delivery.routes';

/** The delivery module as it declares itself (server-module.ts). */
export const deliveryModule: ServerModule = {
  name: 'delivery',
  routes: (s) => [deliveryRoutes(s.delivery, s.siteWeather)],
  calls: deliveryCalls,
  // The flight day starts Airworks, the review window accepts them, failed captures retry.
  jobs: (s) => [{ name: 'delivery-rules', everyMs: MINUTE, run: () => s.delivery.runJobs() }],
};
