import type { Job } from './modules/jobs/job-runner';

// The scheduled work, in the order one pass runs it (issue 47): each job named, with how often
// it runs across all instances. The runner (modules/jobs/job-runner.ts) leases, times, logs and
// records each; admins read the record at /api/admin/jobs.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Services {
  disputes: { runJobs(): Promise<{ settled: number; lapsed: number }> };
  delivery: { runJobs(): Promise<{ started: number; accepted: number; captured: number }> };
  results: { sweepChunks(): Promise<number>; sweepPartials(startup: boolean): Promise<number> };
  messages: { runDigests(): Promise<number> };
  uploads: { sweepOrphans(now: Date): Promise<number> };
}

export function scheduledWork(services: Services, now: () => Date): Job[] {
  return [
    // Disputes first: their held money moves (or waits for a renewal, the client told) through
    // their own decisions, before the delivery rules' retry of captures finds it.
    { name: 'dispute-money', everyMs: MINUTE, run: () => services.disputes.runJobs() },
    // The flight day starts Airworks, the review window accepts them, failed captures retry.
    { name: 'delivery-rules', everyMs: MINUTE, run: () => services.delivery.runJobs() },
    {
      name: 'result-chunks',
      everyMs: MINUTE,
      run: async () => ({ swept: await services.results.sweepChunks() }),
    },
    {
      name: 'message-digests',
      everyMs: MINUTE,
      run: async () => ({ digests: await services.messages.runDigests() }),
    },
    // Abandoned uploads wait a week; looking for them once an hour is plenty.
    {
      name: 'upload-sweep',
      everyMs: HOUR,
      run: async () => ({
        orphans: await services.uploads.sweepOrphans(now()),
        partials: await services.results.sweepPartials(false),
      }),
    },
  ];
}
