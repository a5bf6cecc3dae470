import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { defineCall, onlyRoles } from '../api/contract';

// The scheduled work (issue 47): each job by name, how often it runs, and how its last run went
// — for the admins who run Airwork, who otherwise learn of a stuck job from a client.

export const jobStatusSchema = z.object({
  /** The job's name (`delivery`, `upload-sweep` …), also its text's key on the screen. */
  name: z.string(),
  /** How often it runs, across all instances together. */
  everyMs: z.number().int(),
  /** When its last run started and ended (null: never, or under way). */
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  /** What the last run did, counted (`{ accepted: 1, captured: 1 }`). */
  lastCounts: z.record(z.string(), z.number()),
  /** Why the last run failed; null when it did not. */
  lastError: z.string().nullable(),
  /** Runs so far, and how many of them failed. */
  runs: z.number().int(),
  failures: z.number().int(),
  /** An instance runs it right now (it holds the job's lease). */
  running: z.boolean(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const adminJobsCall = defineCall({
  method: 'POST',
  path: '/api/admin/jobs',
  tag: 'admin',
  summary:
    'The scheduled work: each job, how often it runs, its last run (start, end, duration, what it did, why it failed) and whether one runs now',
  access: onlyRoles(Role.admin),
  reads: true,
  request: z.looseObject({}).nullish(),
  result: z.array(jobStatusSchema),
});

export const jobCalls = [adminJobsCall] as const;
