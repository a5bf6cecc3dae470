import type { ServerModule } from '../../server-module';
import { jobCalls } from '@airwork/shared/jobs/job.calls';
import { jobsRoutes } from './jobs.routes';

/** The jobs module as it declares itself (server-module.ts). */
export const jobsModule: ServerModule = {
  name: 'jobs',
  routes: (_s, { jobs }) => [jobsRoutes(jobs)],
  calls: jobCalls,
  tables: ['job_runs'],
};
