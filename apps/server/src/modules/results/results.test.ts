import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { completedAirwork, heldAirwork, pendingAirwork, verifiedPilot } from '../../test/airworks';
import {
  chunkFields,
  chunksOf,
  multipartBody,
  sendChunk,
  sendChunks,
  sha256,
  testChunk,
  type Upload,
} from '../../test/chunks';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// Result files through the resumable chunk protocol: who may upload, chunks that lie about
// their size, names that try to leave the storage area, a server restart mid-file.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let stranger: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  stranger = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const SMALL = 64 * 1024;

async function scheduledAirwork() {
  const a = await heldAirwork(t, client, pilot);
  const day = latestCanadianDay(new Date());
  expect(
    (await post(t.app, '/api/schedule/add', { tasksId: a.id, schedule: day }, pilot.token)).status,
  ).toBe(200);
  return a;
}

const upload = (
  taskId: number,
  size: number,
  chunkSize = SMALL,
  filename = 'survey.zip',
): Upload => ({
  taskId,
  identifier: `${size}-${randomBytes(4).toString('hex')}`,
  filename,
  data: randomBytes(size),
  chunkSize,
});

const merge = (u: Upload, who = pilot, changes: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/api/uploader/mergeFile',
    {
      taskId: u.taskId,
      filename: u.filename,
      identifier: u.identifier,
      totalSize: u.data.length,
      type: 'application/zip',
      ...changes,
    },
    who.token,
  );

const statusOf = async (app: TestApp, id: number) =>
  (
    (await post(app.app, '/api/tasks/getTaskById', { taskId: id }, client.token)).body.result as {
      status: number;
    }
  ).status;

describe('who may upload', () => {
  it('is the assigned pilot only, once the Airwork is scheduled', async () => {
    const a = await scheduledAirwork();
    const u = upload(a.id, SMALL * 2);
    const [first] = chunksOf(u);
    const fields = chunkFields(u, 1, first!.totalChunks, first!.bytes.length);
    expect((await sendChunk(t.app, stranger.token, fields, first!.bytes)).status).toBe(403);
    expect((await sendChunk(t.app, client.token, fields, first!.bytes)).status).toBe(403);
    expect(await testChunk(t.app, stranger.token, fields)).toBe(403);

    const pending = await pendingAirwork(t, client, pilot);
    const early = upload(pending.id, SMALL);
    const refused = await sendChunk(
      t.app,
      pilot.token,
      chunkFields(early, 1, 1, SMALL),
      early.data,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('upload.not_allowed');
  });

  it('is over once the client accepted the results: no file is taken after', async () => {
    const a = await completedAirwork(t, client, pilot, latestCanadianDay(new Date()));
    // Delivered and awaiting review, a file may still come; once accepted, none.
    const u = upload(a.id, SMALL);
    const fields = chunkFields(u, 1, 1, SMALL);
    expect(await testChunk(t.app, pilot.token, fields)).toBe(204);
    const accepted = await post(t.app, '/api/tasks/acceptOrder', { taskId: a.id }, client.token);
    expect(accepted.status).toBe(200);
    const late = await sendChunk(t.app, pilot.token, fields, u.data);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('upload.not_allowed');
    expect(await testChunk(t.app, pilot.token, fields)).toBe(409);
    const merged = await merge(u);
    expect(merged.status).toBe(409);
    expect(merged.body.message).toBe('upload.not_allowed');
  });
});

describe('chunks that do not add up', () => {
  it('refuses a chunk of another size than declared, and keeps nothing of it', async () => {
    const a = await scheduledAirwork();
    const u = upload(a.id, SMALL * 3);
    const fields = chunkFields(u, 1, 3, SMALL);
    const short = await sendChunk(t.app, pilot.token, fields, u.data.subarray(0, SMALL - 10));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('upload.chunk_size_mismatch');
    expect(await testChunk(t.app, pilot.token, fields)).toBe(204);
    const long = await sendChunk(t.app, pilot.token, fields, u.data.subarray(0, SMALL + 10));
    expect(long.status).toBe(400);
    const lying = await sendChunk(
      t.app,
      pilot.token,
      { ...fields, currentChunkSize: String(SMALL - 1) },
      u.data.subarray(0, SMALL - 1),
    );
    expect(lying.status).toBe(400);
    const badPlan = await sendChunk(
      t.app,
      pilot.token,
      { ...fields, totalChunks: '7' },
      u.data.subarray(0, SMALL),
    );
    expect(badPlan.status).toBe(400);
    const tooBig = await sendChunk(
      t.app,
      pilot.token,
      { ...fields, chunkSize: String(11 * 1024 * 1024) },
      u.data.subarray(0, SMALL),
    );
    expect(tooBig.status).toBe(400);
    // The first good chunk fixes the plan: a later one with another total is refused.
    expect((await sendChunk(t.app, pilot.token, fields, u.data.subarray(0, SMALL))).status).toBe(
      200,
    );
    const otherTotal = chunkFields({ ...u, data: randomBytes(SMALL * 4) }, 2, 4, SMALL);
    expect(
      (await sendChunk(t.app, pilot.token, otherTotal, u.data.subarray(0, SMALL))).status,
    ).toBe(400);
  });

  it('keeps names and identifiers from reaching outside the storage area', async () => {
    const a = await scheduledAirwork();
    const u = upload(a.id, SMALL, SMALL, '../../../etc/passwd');
    const traversal = { ...chunkFields(u, 1, 1, SMALL), identifier: '../../etc' };
    const refused = await sendChunk(t.app, pilot.token, traversal, u.data);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('upload.identifier_invalid');
    expect(await testChunk(t.app, pilot.token, traversal)).toBe(400);
    // A hostile file name is only a label: the file is stored under a key the server made.
    await sendChunks(t.app, pilot.token, u);
    const merged = await merge(u);
    expect(merged.status).toBe(200);
    expect(merged.body.result).toMatchObject({ filename: '../../../etc/passwd', size: SMALL });
    const download = await t.app.inject({
      method: 'GET',
      url: (merged.body.result as ResultFile).url,
    });
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="../../../etc/passwd"',
    );
    expect(sha256(download.rawPayload)).toBe(sha256(u.data));
  });

  it('merges only a whole file of the declared size, once', async () => {
    const a = await scheduledAirwork();
    const u = upload(a.id, SMALL * 3 + 100);
    await sendChunks(t.app, pilot.token, u, 1, 2);
    const partial = await merge(u);
    expect(partial.status).toBe(409);
    expect(partial.body.message).toBe('upload.incomplete');
    await sendChunks(t.app, pilot.token, u);
    expect((await merge(u, pilot, { totalSize: u.data.length + 1 })).body.message).toBe(
      'upload.size_mismatch',
    );
    expect((await merge(u, stranger)).status).toBe(403);
    const [one, two] = await Promise.all([merge(u), merge(u)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect((two.body.result as ResultFile).id).toBe((one.body.result as ResultFile).id);
    const again = await merge(u);
    expect((again.body.result as ResultFile).id).toBe((one.body.result as ResultFile).id);
    const files = (await post(t.app, '/api/tasks/getResult', { tasksId: a.id }, client.token)).body
      .result as ResultFile[];
    expect(files).toHaveLength(1);
  });
});

describe('a resumable upload', () => {
  it('resumes after the server restarts mid-file, and stores the same bytes', async () => {
    const a = await scheduledAirwork();
    // 25 MB in the spec's 10 MB chunks: two chunks, the second carrying the remainder.
    const u = upload(a.id, 25 * 1024 * 1024, 10 * 1024 * 1024, 'roof survey.zip');
    expect(chunksOf(u).map((c) => c.bytes.length)).toEqual([10 * 1024 * 1024, 15 * 1024 * 1024]);
    await sendChunks(t.app, pilot.token, u, 1, 1);

    const restarted = await buildTestApp({ restartOf: t });
    await t.close();
    t = restarted;
    const [first, second] = chunksOf(u);
    expect(await testChunk(t.app, pilot.token, chunkFields(u, 1, 2, first!.bytes.length))).toBe(
      200,
    );
    expect(await testChunk(t.app, pilot.token, chunkFields(u, 2, 2, second!.bytes.length))).toBe(
      204,
    );
    await sendChunks(t.app, pilot.token, u);
    const merged = await merge(u);
    expect(merged.status).toBe(200);
    const file = merged.body.result as ResultFile;
    expect(file).toMatchObject({
      filename: 'roof survey.zip',
      size: u.data.length,
      type: 'application/zip',
    });
    expect(await statusOf(t, a.id)).toBe(5);

    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-sha256']).toBe(sha256(u.data));
    expect(sha256(download.rawPayload)).toBe(sha256(u.data));
    const forged = await t.app.inject({
      method: 'GET',
      url: file.url.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);

    const forClient = await post(t.app, '/api/tasks/getResult', { tasksId: a.id }, client.token);
    expect(forClient.body.result).toEqual([
      expect.objectContaining({ id: file.id, size: u.data.length }),
    ]);
    // The spec's name for the file's URL (section 3), beside `url`: the same link.
    const [listed] = forClient.body.result as ResultFile[];
    expect(listed!.uploadFiles).toBe(listed!.url);
    expect((await t.app.inject({ url: listed!.uploadFiles })).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/tasks/getResult', { tasksId: a.id }, stranger.token)).status,
    ).toBe(403);
    const done = await post(
      t.app,
      '/api/tasks/completeOrder',
      { taskId: a.id, comments: 'Zip inside' },
      pilot.token,
    );
    expect(done.status).toBe(200);
    expect(await statusOf(t, a.id)).toBe(6);
  });

  it('refuses a chunk whose file comes before its fields', async () => {
    const a = await scheduledAirwork();
    const body = multipartBody({}, randomBytes(10));
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/uploader/chunk',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${pilot.token}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(a.id).toBeGreaterThan(0);
  });
});
