import { MINUTE, type ServerModule } from '../../server-module';
import { disputeCalls } from '@airwork/shared/disputes/dispute.calls';
import { disputesRoutes } from './disputes.routes';
import { disputesPersonalData } from './personal-data.repository';

/** The disputes module as it declares itself (server-module.ts). */
export const disputesModule: ServerModule = {
  name: 'disputes',
  routes: (s, { limits }) => [disputesRoutes(s.disputes, limits)],
  calls: disputeCalls,
  tables: ['disputes', 'dispute_statements', 'dispute_files'],
  // Before the delivery rules' retry of captures: a decision's held money moves (or waits for
  // a renewal, the client told) through the dispute's own decision first.
  jobs: (s) => [
    { name: 'dispute-money', everyMs: MINUTE, pass: 'first', run: () => s.disputes.runJobs() },
  ],
  keepsUploads: ['dispute-statement'],
  personalData: disputesPersonalData,
};
