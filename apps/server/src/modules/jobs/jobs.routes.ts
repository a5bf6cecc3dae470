import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJobsCall } from '@airwork/shared/jobs/job.calls';
import { route } from '../../plugins/route';
import type { JobRunner } from './job-runner';

export function jobsRoutes(jobs: JobRunner) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    route(app, adminJobsCall, () => jobs.status());
  };
}
