import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled work's record (issue 47): one row a job. An instance runs a job only while it
 * holds the job's lease, and only when its interval has passed since the last start — so
 * several instances run each job once per interval between them — and writes how it went.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** The instance running it now, and until when its lease holds (a crashed one's runs out). */
  leaseHolder: text('lease_holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastDurationMs: integer('last_duration_ms'),
  /** What the last run did, counted. */
  lastCounts: jsonb('last_counts').$type<Record<string, number>>().notNull().default({}),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
