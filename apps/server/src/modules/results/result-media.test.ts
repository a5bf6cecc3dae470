import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, verifiedPilot } from '../../test/airworks';
import { sendChunks, type Upload } from '../../test/chunks';

// What the review screen shows of results: previews of pictures (not the full file), where a
// geotagged photo was taken, videos that seek (byte ranges), and nothing that runs as a page.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let taskId: number;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const a = await heldAirwork(t, client, pilot);
  const day = latestCanadianDay(new Date());
  await post(t.app, '/api/schedule/add', { tasksId: a.id, schedule: day }, pilot.token);
  taskId = a.id;
});
afterAll(async () => {
  await t.close();
});

async function deliver(filename: string, data: Buffer, type: string): Promise<ResultFile> {
  const u: Upload = {
    taskId,
    identifier: `media-${randomBytes(6).toString('hex')}`,
    filename,
    data,
    chunkSize: 1024 * 1024,
  };
  await sendChunks(t.app, pilot.token, u);
  const merged = await post(
    t.app,
    '/api/uploader/mergeFile',
    { taskId, filename, identifier: u.identifier, totalSize: data.length, type },
    pilot.token,
  );
  expect(merged.status).toBe(200);
  return merged.body.result as ResultFile;
}

/** A 3000 × 2000 photo taken on Parliament Hill, as a drone camera tags it. */
const geotaggedPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#5a8f4e' } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 25/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '75/1 41/1 0/1',
      },
    })
    .toBuffer();

describe('pictures among the results', () => {
  it('are placed where they were taken and previewed small, not sent whole', async () => {
    const photo = await geotaggedPhoto();
    const file = await deliver('DJI_0042.JPG', photo, 'image/jpeg');
    expect(file.type).toBe('image/jpeg');
    expect(file.latitude).toBeCloseTo(45.425, 3);
    expect(file.longitude).toBeCloseTo(-75.6833, 3);
    expect(file.thumbnailUrl).toMatch(/^\/api\/tasks\/results\/\d+\/thumbnail\?expires=/);

    const preview = await t.app.inject({ method: 'GET', url: file.thumbnailUrl! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(480);
    expect(preview.rawPayload.length).toBeLessThan(photo.length);
    // Made once, then served from storage.
    const again = await t.app.inject({ method: 'GET', url: file.thumbnailUrl! });
    expect(again.rawPayload.equals(preview.rawPayload)).toBe(true);

    const forged = file.thumbnailUrl!.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('has no position when the photo carries none', async () => {
    const plain = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const file = await deliver('plan.png', plain, 'image/png');
    expect(file).toMatchObject({ type: 'image/png', latitude: null, longitude: null });
    expect(file.thumbnailUrl).not.toBeNull();
  });
});

describe('other results', () => {
  it('never serve a declared page or drawing inline: it downloads', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const file = await deliver('map.svg', svg, 'image/svg+xml');
    expect(file.type).toBe('application/octet-stream');
    expect(file.thumbnailUrl).toBeNull();
    const reply = await t.app.inject({ method: 'GET', url: file.url });
    expect(reply.headers['content-disposition']).toMatch(/^attachment;/);
    expect(reply.headers['content-type']).toBe('application/octet-stream');
  });

  it('send a video in byte ranges, so a player can seek', async () => {
    const video = randomBytes(300_000);
    const file = await deliver('flight.mp4', video, 'video/mp4');
    expect(file).toMatchObject({ type: 'video/mp4', thumbnailUrl: null });

    const whole = await t.app.inject({ method: 'GET', url: file.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toMatch(/^inline;/);

    const part = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });
});
