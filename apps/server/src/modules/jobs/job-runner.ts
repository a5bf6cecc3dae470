import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { JobStatus } from '@airwork/shared/jobs/job.calls';
import type { Db } from '../../db/client';
import * as repo from './jobs.repository';

// The scheduled work (issue 47): each job named, with its interval; run in the order given, once
// per interval across all instances (a lease in the database, not a timer per process), timed,
// logged, and recorded for the admins' screen. One job failing does not stop the others.

/** What a job did, counted: `{ accepted: 1, captured: 1 }`. */
export type JobCounts = Record<string, number>;

export interface Job {
  /** Its name in the log, the record and the admins' screen (kebab-case). */
  name: string;
  /** How often it runs, across all instances together. */
  everyMs: number;
  /**
   * Where it runs in a pass: `first` before the others (what it settles, a later job would
   * otherwise retry), `last` after them (housekeeping); else in the modules' order.
   */
  pass?: 'first' | 'last';
  run: () => Promise<JobCounts>;
}

export interface JobRunnerDeps {
  db: Db;
  logger: Logger;
  /** The rules' clock: tests move it, so intervals and leases follow it. */
  now: () => Date;
  jobs: readonly Job[];
  /** How long a run may hold its job before another instance may take it (a crash, say). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** A timer that fires a little early still finds a once-a-minute job due. */
const EARLY_MS = 5_000;

export interface JobRunner {
  /** The timer's pass: every job whose interval has passed and that no instance is running. */
  tick(): Promise<JobCounts>;
  /**
   * Every job now, whatever its interval, that no instance is running (tests and the demo's
   * story drive the clock with it); a job's failure is thrown once all have run.
   */
  runAll(): Promise<JobCounts>;
  status(): Promise<JobStatus[]>;
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const lease = { holder: randomBytes(8).toString('hex'), ms: deps.leaseMs ?? DEFAULT_LEASE_MS };

  async function pass(forced: boolean): Promise<{ counts: JobCounts; errors: unknown[] }> {
    const counts: JobCounts = {};
    const errors: unknown[] = [];
    for (const job of deps.jobs) {
      const ran = await runOne(deps, lease, job, forced).catch((error: unknown) => ({
        counts: {},
        error,
      }));
      Object.assign(counts, ran.counts);
      if (ran.error !== undefined) errors.push(ran.error);
    }
    return { counts, errors };
  }

  return {
    async tick() {
      return (await pass(false)).counts;
    },
    async runAll() {
      const { counts, errors } = await pass(true);
      if (errors.length > 0) throw errors[0];
      return counts;
    },
    async status() {
      const rows = new Map((await repo.allRuns(deps.db)).map((r) => [r.name, r]));
      const now = deps.now();
      return deps.jobs.map((job) => statusOf(job, rows.get(job.name), now));
    },
  };
}

/** One job, if this instance gets its lease: run, timed, logged and recorded. */
async function runOne(
  deps: JobRunnerDeps,
  lease: { holder: string; ms: number },
  job: Job,
  forced: boolean,
): Promise<{ counts: JobCounts; error?: unknown }> {
  const { holder } = lease;
  const now = deps.now();
  const startedBy = forced ? null : new Date(now.getTime() - job.everyMs + EARLY_MS);
  const leaseUntil = new Date(now.getTime() + lease.ms);
  const mine = await repo.takeLease(deps.db, {
    name: job.name,
    holder,
    now,
    leaseUntil,
    startedBy,
  });
  if (!mine) return { counts: {} };
  const started = performance.now();
  let counts: JobCounts = {};
  let error: unknown;
  try {
    counts = await job.run();
  } catch (err) {
    error = err;
  }
  const durationMs = Math.round(performance.now() - started);
  const message = error === undefined ? null : String((error as Error).message ?? error);
  if (error === undefined) deps.logger.debug({ job: job.name, durationMs, ...counts }, 'job ran');
  else deps.logger.error({ job: job.name, durationMs, err: error }, 'job failed');
  await repo.endRun(deps.db, {
    name: job.name,
    holder,
    finishedAt: deps.now(),
    durationMs,
    counts,
    error: message,
  });
  return { counts, error };
}

function statusOf(job: Job, row: repo.JobRunRow | undefined, now: Date): JobStatus {
  const running = Boolean(row?.leaseUntil && row.leaseUntil > now);
  return {
    name: job.name,
    everyMs: job.everyMs,
    lastStartedAt: row?.lastStartedAt?.toISOString() ?? null,
    lastFinishedAt: row?.lastFinishedAt?.toISOString() ?? null,
    lastDurationMs: row?.lastDurationMs ?? null,
    lastCounts: row?.lastCounts ?? {},
    lastError: row?.lastError ?? null,
    runs: row?.runs ?? 0,
    failures: row?.failures ?? 0,
    running,
  };
}
