import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns } from '../../db/schema/jobs';

export type JobRunRow = typeof jobRuns.$inferSelect;

export interface LeaseAsk {
  name: string;
  holder: string;
  now: Date;
  leaseUntil: Date;
  /** Started no later than this, or it is not due (null: due whenever no one runs it). */
  startedBy: Date | null;
}

/**
 * Takes the job's lease when nobody holds it (or a holder's ran out) and, unless `startedBy`
 * is null, when its last run started long enough ago. One statement: of several instances
 * asking at once, one gets it. Answers whether this one did.
 */
export async function takeLease(db: DbOrTx, ask: LeaseAsk): Promise<boolean> {
  await db.insert(jobRuns).values({ name: ask.name }).onConflictDoNothing();
  const free = or(isNull(jobRuns.leaseUntil), lte(jobRuns.leaseUntil, ask.now));
  const due =
    ask.startedBy === null
      ? undefined
      : or(isNull(jobRuns.lastStartedAt), lte(jobRuns.lastStartedAt, ask.startedBy));
  const taken = await db
    .update(jobRuns)
    .set({ leaseHolder: ask.holder, leaseUntil: ask.leaseUntil, lastStartedAt: ask.now })
    .where(and(eq(jobRuns.name, ask.name), free, due))
    .returning({ name: jobRuns.name });
  return taken.length > 0;
}

export interface RunRecord {
  name: string;
  holder: string;
  finishedAt: Date;
  durationMs: number;
  counts: Record<string, number>;
  error: string | null;
}

/** Records how the run went and gives the lease back (only the holder's own). */
export async function endRun(db: DbOrTx, run: RunRecord): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      leaseHolder: null,
      leaseUntil: null,
      lastFinishedAt: run.finishedAt,
      lastDurationMs: run.durationMs,
      lastCounts: run.counts,
      lastError: run.error,
      runs: sql`${jobRuns.runs} + 1`,
      failures: sql`${jobRuns.failures} + ${run.error === null ? 0 : 1}`,
    })
    .where(and(eq(jobRuns.name, run.name), eq(jobRuns.leaseHolder, run.holder)));
}

export async function allRuns(db: DbOrTx): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}
