import type { Job } from './modules/jobs/job-runner';
import type { ServerModule } from './server-module';
import type { Services } from './services';

// The scheduled work (issue 47): every module's jobs (`jobs` in its `*.module.ts`), each named
// with how often it runs across all instances, in the order one pass runs them — those marked
// `first`, then the rest as the modules are listed, then those marked `last`. The runner (modules/jobs/job-runner.ts)
// leases, times, logs and records each; admins read the record at /api/admin/jobs.

export function scheduledWork(
  modules: readonly ServerModule[],
  services: Services,
  now: () => Date,
): Job[] {
  const jobs = modules.flatMap((m) => m.jobs?.(services, now) ?? []);
  const rank = (j: Job) => (j.pass === 'first' ? 0 : j.pass === 'last' ? 2 : 1);
  return [0, 1, 2].flatMap((r) => jobs.filter((j) => rank(j) === r));
}
