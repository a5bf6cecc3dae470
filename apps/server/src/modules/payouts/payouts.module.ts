import { MINUTE, type ServerModule } from '../../server-module';
import { payoutCalls } from '@airwork/shared/payouts/payout.calls';
import { payoutsRoutes } from './payouts.routes';
import { payoutsPersonalData } from './personal-data.repository';

/** The payouts module as it declares itself (server-module.ts): money reaches the pilot. */
export const payoutsModule: ServerModule = {
  name: 'payouts',
  routes: (s) => [payoutsRoutes(s.payouts)],
  calls: payoutCalls,
  tables: ['payouts'],
  // Once an hour: each run makes the payouts now due, sends what waits and asks about what is
  // in transit; the lease runs it once across instances.
  jobs: (s) => [{ name: 'payouts', everyMs: 60 * MINUTE, run: () => s.payouts.run() }],
  personalData: payoutsPersonalData,
};
