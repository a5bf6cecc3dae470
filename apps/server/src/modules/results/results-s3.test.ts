import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { resultChunkUploads } from '../../db/schema/results';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, verifiedPilot } from '../../test/airworks';
import {
  chunkFields,
  chunksOf,
  sendChunk,
  sendChunks,
  sha256,
  testChunk,
  type Upload,
} from '../../test/chunks';
import { PNG, uploadDocument } from '../../test/documents';
import { startOwnS3, type OwnS3 } from '../../test/own-s3';

// Every file in S3-compatible storage (issue 24), against an S3 server of the test's own:
// result uploads as multipart uploads whose parts are the chunks, documents as objects.

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
let s3: OwnS3;
let t: TestApp;
let client: Registered;
let pilot: Registered;
beforeAll(async () => {
  s3 = await startOwnS3();
  t = await buildTestApp({ env: s3.env, now: () => new Date(Date.now() + offset) });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

async function scheduledAirwork() {
  const a = await heldAirwork(t, client, pilot);
  const day = latestCanadianDay(new Date());
  await post(t.app, '/api/schedule/add', { tasksId: a.id, schedule: day }, pilot.token);
  return a.id;
}

const upload = (taskId: number, size: number, chunkSize = 5 * MB): Upload => ({
  taskId,
  identifier: `${size}-${randomBytes(4).toString('hex')}`,
  filename: 'survey.zip',
  data: randomBytes(size),
  chunkSize,
});

const merge = (u: Upload) =>
  post(
    t.app,
    '/api/uploader/mergeFile',
    {
      taskId: u.taskId,
      filename: u.filename,
      identifier: u.identifier,
      totalSize: u.data.length,
      type: 'application/zip',
    },
    pilot.token,
  );

/** Merges `u` and downloads it: the same bytes. */
async function expectStored(u: Upload) {
  const merged = await merge(u);
  expect(merged.status).toBe(200);
  const download = await t.app.inject({
    method: 'GET',
    url: (merged.body.result as ResultFile).url,
  });
  expect(sha256(download.rawPayload)).toBe(sha256(u.data));
}

const uploadsUnderWay = async () =>
  (await t.database!.db.select({ n: count() }).from(resultChunkUploads))[0]!.n;

describe('a result upload in S3', () => {
  it('sends each chunk as a part, in any order, and the merge completes one object', async () => {
    const taskId = await scheduledAirwork();
    const u = upload(taskId, 12 * MB);
    const [one, two] = chunksOf(u);
    expect([one!.bytes.length, two!.bytes.length]).toEqual([5 * MB, 7 * MB]);
    await sendChunks(t.app, pilot.token, u, 2, 2);
    // The uploader asks what is stored: the second part, not the first.
    expect(await testChunk(t.app, pilot.token, chunkFields(u, 1, 2, 5 * MB))).toBe(204);
    expect(await testChunk(t.app, pilot.token, chunkFields(u, 2, 2, 7 * MB))).toBe(200);
    await sendChunks(t.app, pilot.token, u);
    const merged = await merge(u);
    expect(merged.status).toBe(200);
    const file = merged.body.result as ResultFile;
    expect(file).toMatchObject({ size: 12 * MB });

    // One object holds the file, under files/results/<Airwork>/…; no copy of it elsewhere.
    const objects = (await s3.keys()).filter((k) => k.startsWith(`files/results/${taskId}/`));
    expect(objects).toHaveLength(1);
    expect(sha256(await s3.read(objects[0]!))).toBe(sha256(u.data));
    expect(await uploadsUnderWay()).toBe(0);

    // Downloads stream from the bucket, whole or the range a video player asks.
    const whole = await t.app.inject({ method: 'GET', url: file.url });
    expect(sha256(whole.rawPayload)).toBe(sha256(u.data));
    const range = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: 'bytes=6291456-6291555' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 6291456-6291555/${12 * MB}`);
    expect(range.rawPayload.equals(u.data.subarray(6291456, 6291556))).toBe(true);
  });

  it('refuses chunks S3 could not join (under 5 MB but the last) and a part of another size', async () => {
    const taskId = await scheduledAirwork();
    const small = upload(taskId, 3 * 64 * 1024, 64 * 1024);
    const first = chunkFields(small, 1, 3, 64 * 1024);
    const refused = await sendChunk(t.app, pilot.token, first, small.data.subarray(0, 64 * 1024));
    expect(refused).toMatchObject({ status: 400, body: { message: 'upload.chunk_size_mismatch' } });
    // A file of one chunk is one part, of any size.
    const single = upload(taskId, 64 * 1024, 64 * 1024);
    await sendChunks(t.app, pilot.token, single);
    expect((await merge(single)).body.result).toMatchObject({ size: 64 * 1024 });

    const u = upload(taskId, 10 * MB);
    const fields = chunkFields(u, 1, 2, 5 * MB);
    const short = await sendChunk(t.app, pilot.token, fields, u.data.subarray(0, 5 * MB - 10));
    expect(short).toMatchObject({ status: 400, body: { message: 'upload.chunk_size_mismatch' } });
    expect(await testChunk(t.app, pilot.token, fields)).toBe(204);
    await sendChunks(t.app, pilot.token, u);
    await expectStored(u);
  });

  it('is given up after a week without a chunk, and starts over when sent again', async () => {
    const taskId = await scheduledAirwork();
    const u = upload(taskId, 10 * MB);
    await sendChunks(t.app, pilot.token, u, 1, 1);
    const fields = chunkFields(u, 1, 2, 5 * MB);
    try {
      offset = 6 * DAY;
      expect((await t.app.runDeliveryJobs()).swept).toBe(0);
      expect(await testChunk(t.app, pilot.token, fields)).toBe(200);
      offset = 8 * DAY;
      expect((await t.app.runDeliveryJobs()).swept).toBe(1);
      expect(await testChunk(t.app, pilot.token, fields)).toBe(204);
    } finally {
      offset = 0;
    }
    await sendChunks(t.app, pilot.token, u);
    await expectStored(u);
  });
});

describe('other files in S3', () => {
  it('keeps a private document as an object and serves it through its signed link', async () => {
    const before = await s3.keys();
    const doc = await uploadDocument(t.app, pilot, PNG, 'licence.png');
    const added = (await s3.keys()).filter((k) => !before.includes(k));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((k) => k.startsWith('files/'))).toBe(true);
    const opened = await t.app.inject({ method: 'GET', url: doc.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PNG)).toBe(true);
  });
});
