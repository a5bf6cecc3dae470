import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, memoryTransport, type TestApp } from './test/build-test-app';
import { post, registerUser, type Registered } from './test/api';
import { completedAirwork, heldAirwork, verifiedPilot } from './test/airworks';
import { chunkFields, chunksOf, sendChunks, sha256, testChunk, type Upload } from './test/chunks';
import { PNG, uploadDocument } from './test/documents';
import { listen, until } from './test/live-events';
import { startOwnS3, type OwnS3 } from './test/own-s3';
import { resultChunkUploads } from './db/schema/results';
import { uploads } from './db/schema/uploads';

// Issue 24's proof: two instances of the server, as behind a load balancer, on one PostgreSQL
// database, one Redis prefix and one S3-compatible bucket, each with a disk of its own. Only
// where CI has PostgreSQL and Redis (the embedded database is one process's).

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;
const shared = process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_REDIS_URL;

describe.runIf(shared)('two instances on PostgreSQL, Redis and S3', () => {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const mailA = memoryTransport();
  const mailB = memoryTransport();
  let s3: OwnS3;
  let a: TestApp;
  let b: TestApp;
  let client: Registered;
  let pilot: Registered;
  beforeAll(async () => {
    s3 = await startOwnS3();
    const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
    const env = { ...s3.env, REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix };
    a = await buildTestApp({ env, transport: mailA, now });
    b = await buildTestApp({ alongside: a, ownDisk: true, transport: mailB, now });
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    client = await registerUser(a.app, { role_id: 2 });
    pilot = await verifiedPilot(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.stop();
  });

  const scheduledAirwork = async () => {
    const airwork = await heldAirwork(a, client, pilot);
    const day = latestCanadianDay(new Date());
    await post(a.app, '/api/schedule/add', { tasksId: airwork.id, schedule: day }, pilot.token);
    return airwork.id;
  };

  it('takes an upload half through each instance and merges it through the second', async () => {
    const taskId = await scheduledAirwork();
    const u: Upload = {
      taskId,
      identifier: `split-${randomBytes(4).toString('hex')}`,
      filename: 'survey.zip',
      data: randomBytes(60 * MB),
      chunkSize: 10 * MB,
    };
    expect(chunksOf(u)).toHaveLength(6);
    await sendChunks(a.app, pilot.token, u, 1, 3);
    // B knows what A stored: it answers the uploader's questions from the shared ledger.
    expect(await testChunk(b.app, pilot.token, chunkFields(u, 3, 6, 10 * MB))).toBe(200);
    expect(await testChunk(b.app, pilot.token, chunkFields(u, 4, 6, 10 * MB))).toBe(204);
    await sendChunks(b.app, pilot.token, u, 4, 6);
    const merged = await post(
      b.app,
      '/api/uploader/mergeFile',
      { taskId, filename: u.filename, identifier: u.identifier, totalSize: u.data.length },
      pilot.token,
    );
    expect(merged.status).toBe(200);
    const objects = (await s3.keys()).filter((k) => k.startsWith(`files/results/${taskId}/`));
    expect(objects).toHaveLength(1);
    expect(sha256(await s3.read(objects[0]!))).toBe(sha256(u.data));
    // Listed once, on either instance; downloaded through the other one.
    const listed = (await post(a.app, '/api/tasks/getResult', { tasksId: taskId }, client.token))
      .body.result as ResultFile[];
    expect(listed).toHaveLength(1);
    const download = await a.app.inject({ method: 'GET', url: listed[0]!.url });
    expect(sha256(download.rawPayload)).toBe(sha256(u.data));
  });

  it('opens on one instance a document link the other signed', async () => {
    const doc = await uploadDocument(a.app, pilot, PNG, 'licence.png');
    const opened = await b.app.inject({ method: 'GET', url: doc.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PNG)).toBe(true);
  });

  it('brings a live event caused on one instance to a tab on the other', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const atB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    const tab = await listen(pilot, atB);
    try {
      const taskId = await scheduledAirwork();
      offset += DAY;
      await a.app.runDeliveryJobs(); // the flight day: the Airwork starts, on A
      await until(() =>
        tab.received.some((e) => e.type === 'airwork' && e.taskId === taskId && e.status === 4),
      );
    } finally {
      offset -= DAY;
      await tab.close();
    }
  });

  it('starts an Airwork on its flight day once when both instances run the work at once', async () => {
    const airwork = await heldAirwork(a, client, pilot);
    const tomorrow = latestCanadianDay(new Date(Date.now() + DAY));
    await post(
      a.app,
      '/api/schedule/add',
      { tasksId: airwork.id, schedule: tomorrow },
      pilot.token,
    );
    offset += 2 * DAY;
    try {
      const passes = await Promise.all([a.app.runDeliveryJobs(), b.app.runDeliveryJobs()]);
      expect(passes.reduce((n, p) => n + p.started, 0)).toBeGreaterThanOrEqual(1);
      const record = (
        await post(b.app, '/api/tasks/timeline', { taskId: airwork.id }, client.token)
      ).body.result as TimelineEntry[];
      expect(record.filter((r) => r.action === 'start')).toHaveLength(1);
    } finally {
      offset -= 2 * DAY;
    }
  });

  it('sweeps what was abandoned once when both instances sweep at once', async () => {
    const taskId = await scheduledAirwork();
    const left: Upload = {
      taskId,
      identifier: `left-${randomBytes(4).toString('hex')}`,
      filename: 'half.zip',
      data: randomBytes(10 * MB),
      chunkSize: 5 * MB,
    };
    await sendChunks(a.app, pilot.token, left, 1, 1);
    await uploadDocument(b.app, pilot, PNG, 'never-used.png'); // an upload nothing refers to
    const rows = async () => ({
      uploads: (await a.db.select({ n: count() }).from(resultChunkUploads))[0]!.n,
      files: (await a.db.select({ n: count() }).from(uploads))[0]!.n,
    });
    const before = await rows();
    offset += 8 * DAY;
    try {
      const passes = await Promise.all([a.app.runDeliveryJobs(), b.app.runDeliveryJobs()]);
      const after = await rows();
      // Each abandoned thing went once, by one instance: what they report is what went.
      expect(passes.reduce((n, p) => n + p.swept, 0)).toBe(before.uploads - after.uploads);
      expect(before.uploads - after.uploads).toBeGreaterThanOrEqual(1);
      expect(passes.reduce((n, p) => n + p.orphans, 0)).toBe(before.files - after.files);
      expect(before.files - after.files).toBeGreaterThanOrEqual(1);
      expect(await testChunk(b.app, pilot.token, chunkFields(left, 1, 2, 5 * MB))).toBe(204);
    } finally {
      offset -= 8 * DAY;
    }
  });

  it('runs the scheduled work once when both instances run it at once', async () => {
    const done = await completedAirwork(a, client, pilot, latestCanadianDay(new Date()));
    await Promise.all([a.mailer.deliverDue(), b.mailer.deliverDue()]);
    const before = [mailA.sent.length, mailB.sent.length] as const;
    offset += 14 * DAY + 60_000;
    try {
      const passes = await Promise.all([a.app.runDeliveryJobs(), b.app.runDeliveryJobs()]);
      expect(passes.reduce((n, p) => n + p.accepted, 0)).toBe(1);
      const payment = (await post(a.app, '/api/payment/status', { taskId: done.id }, client.token))
        .body.result as PaymentStatus;
      expect(payment).toMatchObject({ state: 'captured' });
      const record = (await post(b.app, '/api/tasks/timeline', { taskId: done.id }, client.token))
        .body.result as TimelineEntry[];
      expect(record.filter((r) => r.action === 'accept')).toHaveLength(1);
      // Both senders at once: each mail leaves once, by one of them.
      await Promise.all([a.mailer.deliverDue(), b.mailer.deliverDue()]);
      const sent = [...mailA.sent.slice(before[0]), ...mailB.sent.slice(before[1])];
      const accepted = sent.filter((m) => m.subject.includes('accepted automatically'));
      expect(accepted.map((m) => m.to).sort()).toEqual([client.email, pilot.email].sort());
      // Every outbox row is sent under its own Message-ID: none went out twice.
      const keys = [...mailA.sent, ...mailB.sent].map((m) => m.messageKey);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      offset -= 14 * DAY + 60_000;
    }
  });
});
