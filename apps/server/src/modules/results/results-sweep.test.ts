import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, verifiedPilot } from '../../test/airworks';
import { chunkFields, chunksOf, sendChunks, testChunk, type Upload } from '../../test/chunks';

// Chunks of uploads nobody finishes do not fill the disk: the scheduled work removes an upload
// nothing was sent to for a week, and leaves one in progress alone.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
let t: TestApp;
let pilot: Registered;
let taskId: number;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(Date.now() + offset) });
  const client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const a = await heldAirwork(t, client, pilot);
  await post(
    t.app,
    '/api/schedule/add',
    { tasksId: a.id, schedule: latestCanadianDay(new Date()) },
    pilot.token,
  );
  taskId = a.id;
});
afterAll(async () => {
  await t.close();
});

describe('abandoned uploads', () => {
  it('are swept after a week without a chunk, not before', async () => {
    const u: Upload = {
      taskId,
      identifier: `left-${randomBytes(4).toString('hex')}`,
      filename: 'half.zip',
      data: randomBytes(3 * 64 * 1024),
      chunkSize: 64 * 1024,
    };
    await sendChunks(t.app, pilot.token, u, 1, 1);
    const first = chunksOf(u)[0]!;
    const firstFields = chunkFields(u, 1, first.totalChunks, first.bytes.length);
    try {
      offset = 6 * DAY;
      expect((await t.app.runDeliveryJobs()).swept).toBe(0);
      expect(await testChunk(t.app, pilot.token, firstFields)).toBe(200);
      offset = 8 * DAY;
      expect((await t.app.runDeliveryJobs()).swept).toBe(1);
      expect(await testChunk(t.app, pilot.token, firstFields)).toBe(204);
      // Sent again, the upload starts over and completes.
      await sendChunks(t.app, pilot.token, u);
      const merged = await post(
        t.app,
        '/api/uploader/mergeFile',
        { taskId, filename: u.filename, identifier: u.identifier, totalSize: u.data.length },
        pilot.token,
      );
      expect(merged.status).toBe(200);
    } finally {
      offset = 0;
    }
  });
});
