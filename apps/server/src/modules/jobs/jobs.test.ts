import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { JobStatus } from '@airwork/shared/jobs/job.calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { createJobRunner, type Job } from './job-runner';

// Issue 47: the scheduled work runs each job once per interval across all instances (a lease in
// the database), records how each run went, and one job's failure does not stop the others;
// admins read the record.

const admin = { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' };
const MINUTE = 60_000;
let t: TestApp;
let offset = 0;
const now = () => new Date(Date.now() + offset);
beforeAll(async () => {
  t = await buildTestApp({ env: admin, now });
});
afterAll(async () => {
  await t.close();
});

let unique = 0;
/** A job that counts its runs and may be held up or fail on demand. */
function counting(everyMs = MINUTE) {
  const job = {
    name: `fixture-${++unique}`,
    everyMs,
    runs: 0,
    hold: Promise.resolve(),
    fail: false,
    run: async () => {
      job.runs += 1;
      await job.hold;
      if (job.fail) throw new Error('the provider said no');
      return { done: 1 };
    },
  };
  return job;
}
const runner = (jobs: Job[], leaseMs?: number) =>
  createJobRunner({ db: t.db, logger: pino({ level: 'silent' }), now, jobs, leaseMs });

describe('the scheduled work', () => {
  it('runs a job once when two instances tick at once, and again only once its interval passed', async () => {
    const job = counting();
    const [a, b] = [runner([job]), runner([job])];
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toBe(1);
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toBe(1);
    offset += MINUTE;
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toBe(2);
  });

  it('never runs a job on two instances at once, even when asked to run everything', async () => {
    const job = counting();
    let release!: () => void;
    job.hold = new Promise((resolve) => (release = resolve));
    const [a, b] = [runner([job]), runner([job])];
    const first = a.runAll();
    await expect.poll(() => job.runs).toBe(1);
    expect(await b.runAll()).toEqual({});
    const [status] = await b.status();
    expect(status).toMatchObject({ name: job.name, running: true });
    release();
    expect(await first).toEqual({ done: 1 });
    expect(job.runs).toBe(1);
  });

  it('takes over a job whose instance died: its lease runs out', async () => {
    const job = counting();
    job.hold = new Promise(() => {}); // the instance never finishes: it died mid-run
    void runner([job], 5 * MINUTE).runAll();
    await expect.poll(() => job.runs).toBe(1);
    job.hold = Promise.resolve();
    const other = runner([job]);
    expect(await other.runAll()).toEqual({});
    offset += 6 * MINUTE;
    expect(await other.runAll()).toEqual({ done: 1 });
    expect(job.runs).toBe(2);
  });

  it('records a failure and goes on with the next job; asked to run everything, it says so', async () => {
    const failing = counting();
    failing.fail = true;
    const next = counting();
    const jobs = runner([failing, next]);
    await expect(jobs.runAll()).rejects.toThrow('the provider said no');
    expect(next.runs).toBe(1);
    offset += MINUTE;
    expect(await jobs.tick()).toEqual({ done: 1 });
    const [failed, ran] = await jobs.status();
    expect(failed).toMatchObject({ lastError: 'the provider said no', runs: 2, failures: 2 });
    expect(failed!.running).toBe(false);
    expect(ran).toMatchObject({ lastError: null, runs: 2, failures: 0, lastCounts: { done: 1 } });
    expect(ran!.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it("shows admins each of the product's jobs, its interval and its last run; no one else", async () => {
    await t.app.runDeliveryJobs();
    const token = (
      (await post(t.app, '/api/member/login', { userName: 'chief', userPwd: 'chief-password' }))
        .body.result as { token: string }
    ).token;
    const reply = await post(t.app, '/api/admin/jobs', {}, token);
    expect(reply.status).toBe(200);
    const jobs = reply.body.result as JobStatus[];
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['ledger-catch-up', MINUTE],
      ['dispute-money', MINUTE],
      ['delivery-rules', MINUTE],
      ['result-chunks', MINUTE],
      ['message-digests', MINUTE],
      ['payouts', 60 * MINUTE],
      ['upload-sweep', 60 * MINUTE],
    ]);
    for (const job of jobs) {
      expect(job).toMatchObject({ runs: 1, failures: 0, lastError: null, running: false });
      expect(Date.parse(job.lastFinishedAt!)).toBeGreaterThanOrEqual(
        Date.parse(job.lastStartedAt!),
      );
    }
    expect(jobs[0]!.lastCounts).toEqual({ payments: 0 });
    expect(jobs[2]!.lastCounts).toEqual({ started: 0, accepted: 0, captured: 0 });
    const member = await registerUser(t.app, { role_id: 2 });
    expect((await post(t.app, '/api/admin/jobs', {}, member.token)).status).toBe(403);
  });
});
