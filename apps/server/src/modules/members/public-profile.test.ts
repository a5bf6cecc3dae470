import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Application } from '@airwork/shared/hiring/application.schema';
import type { PilotPublicInfo } from '@airwork/shared/pilots/pilot.schema';
import type { PortfolioItem, PublicProfile } from '@airwork/shared/pilots/public-profile.schema';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { completedAirwork, postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, uploadDocument } from '../../test/documents';

// Issue 23: a pilot's public face — photo, bio, home, languages, portfolio, reviews — and a
// client's record, as other members read them; only the pilot changes theirs.

let t: TestApp;
let pilot: Registered;
let stranger: Registered;
let client: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  pilot = await verifiedPilot(t, { first_name: 'Maple', last_name: 'Leclerc' });
  stranger = await verifiedPilot(t);
  client = await registerUser(t.app, { role_id: 2, first_name: 'Ada', last_name: 'Lovelace' });
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (userId: number, as: Registered = client) =>
  post(t.app, '/api/member/publicProfile', { userId }, as.token);
const update = (who: Registered, body: Record<string, unknown>) =>
  post(t.app, '/api/member/updatePublicProfile', body, who.token);
const addPicture = (who: Registered, uploadId: string, caption = '') =>
  post(t.app, '/api/member/portfolioAdd', { uploadId, caption }, who.token);
const upload = (who: Registered, data: Buffer, kind: 'avatar' | 'portfolio', name = 'me.jpg') =>
  uploadDocument(t.app, who, data, name, kind) as Promise<{
    id: string;
    url: string;
    thumbnailUrl: string;
  }>;

/** A photo as a phone takes it: large, turned by EXIF, with the place it was taken. */
const phonePhoto = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#3b6ea5' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Pixel', Model: 'Pixel 8' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1200/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 23/1 0/1',
      },
    })
    .toBuffer();

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('a profile photo', () => {
  it('is remade on the server: a WebP square at 320 and 96 px, without the EXIF place', async () => {
    const original = await phonePhoto();
    expect(await exifr.gps(original)).toBeTruthy();
    const photo = await upload(pilot, original, 'avatar');
    expect(photo.url).toMatch(/^\/api\/utilities\/files\/[0-9a-f]{32}$/);
    for (const [url, px] of [
      [photo.url, 320],
      [photo.thumbnailUrl, 96],
    ] as const) {
      const file = await fetchFile(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([px, px]);
      expect(meta.exif).toBeUndefined();
      expect(await exifr.gps(file.rawPayload).catch(() => undefined)).toBeFalsy();
    }
    // The bytes as sent were never stored.
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, photo.id));
    expect(row?.storageKey).toMatch(/\.webp$/);
  });

  it('refuses what is not a picture, and a file that only starts like one', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/upload?kind=avatar',
      payload: multipart(PDF, 'cv.pdf'),
      headers: { ...MULTIPART, authorization: `Bearer ${pilot.token}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('upload.type_refused');
    const truncated = (await phonePhoto()).subarray(0, 3000);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/upload?kind=portfolio',
      payload: multipart(truncated, 'half.jpg'),
      headers: { ...MULTIPART, authorization: `Bearer ${pilot.token}` },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe('upload.type_refused');
  });
});

const BOUNDARY = '----airworkpicture';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
function multipart(data: Buffer, name: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe("a pilot's public profile", () => {
  it('keeps the bio, the home city found in Canada, the travel and languages, and the photo', async () => {
    const photo = await upload(pilot, await phonePhoto(), 'avatar');
    const reply = await update(pilot, {
      bio: 'Thermal roof surveys across the GTA.\nTransport Canada Advanced.',
      homeCity: 'Mississauga, Ontario',
      travelKm: 150,
      languages: ['en', 'fr', 'en'],
      avatarUploadId: photo.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('profile.public_saved');
    const seen = (await profileOf(pilot.id)).body.result as PublicProfile;
    expect(seen).toMatchObject({
      userId: pilot.id,
      userNumbers: pilot.userNumbers,
      role: 1,
      displayName: 'Maple L.',
      bio: 'Thermal roof surveys across the GTA.\nTransport Canada Advanced.',
      homeCity: 'Mississauga, Ontario',
      travelKm: 150,
      languages: ['en', 'fr'],
      avatarUrl: photo.url,
      avatarThumbUrl: photo.thumbnailUrl,
      posted: 0,
    });
    const [row] = await t.db
      .select()
      .from(publicProfiles)
      .where(eq(publicProfiles.userId, pilot.id));
    expect(row?.homeLatitude).toBeCloseTo(43.59, 1);
    // Never the private parts: no e-mail, phone, documents or full last name in the reply.
    const text = JSON.stringify(seen);
    expect(text).not.toContain('Leclerc');
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('/documents/');
  });

  it('keeps the photo when a save leaves it out, and removes it on null', async () => {
    await update(pilot, { bio: 'Still here.', homeCity: 'Mississauga, Ontario' });
    expect(((await profileOf(pilot.id)).body.result as PublicProfile).avatarUrl).not.toBeNull();
    await update(pilot, { bio: 'Still here.', homeCity: 'Mississauga', avatarUploadId: null });
    const seen = (await profileOf(pilot.id)).body.result as PublicProfile;
    expect(seen.avatarUrl).toBeNull();
    expect(seen.homeCity).toBe('Mississauga, Ontario');
  });

  it.each([
    [{ homeCity: 'Atlantis' }, 400, 'profile.city_unknown'],
    [{ bio: 'x'.repeat(1001) }, 400, 'common.too_long'],
    [{ bio: 'nul\u0000byte' }, 400, 'profile.bio_invalid'],
    [{ travelKm: -5 }, 400, 'profile.travel_invalid'],
    [{ travelKm: 2001 }, 400, 'profile.travel_invalid'],
    [{ languages: ['en', 'klingon'] }, 400, 'profile.language_invalid'],
    [{ avatarUploadId: 'f'.repeat(32) }, 400, 'profile.photo_unknown'],
  ])('refuses %j with %s and changes nothing', async (change, status, message) => {
    const before = (await profileOf(pilot.id)).body.result as PublicProfile;
    const reply = await update(pilot, { bio: 'Changed', ...change });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBe(message);
    expect((await profileOf(pilot.id)).body.result).toEqual(before);
  });

  it("refuses a photo that is someone else's, or an upload of another kind", async () => {
    const theirs = await upload(stranger, await phonePhoto(), 'avatar');
    expect((await update(pilot, { avatarUploadId: theirs.id })).body.message).toBe(
      'profile.photo_unknown',
    );
    const portfolioPicture = await upload(pilot, await phonePhoto(), 'portfolio');
    expect((await update(pilot, { avatarUploadId: portfolioPicture.id })).body.message).toBe(
      'profile.photo_unknown',
    );
  });

  it('is written by pilots only, each their own: a client is refused', async () => {
    const reply = await update(client, { bio: 'I am a client' });
    expect(reply.status).toBe(403);
    const added = await addPicture(client, 'a'.repeat(32));
    expect(added.status).toBe(403);
  });

  it("a client's own too (issue 46): set and removed alone, seen by the pilot on the client card", async () => {
    const photo = await upload(client, await phonePhoto(), 'avatar');
    const saved = await post(
      t.app,
      '/api/member/updatePhoto',
      { avatarUploadId: photo.id },
      client.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('profile.photo_saved');
    const seen = (await profileOf(client.id, pilot)).body.result as PublicProfile;
    expect(seen.avatarUrl).toMatch(/^\/api\/utilities\/files\//);
    expect(seen.avatarThumbUrl).toMatch(/^\/api\/utilities\/files\//);
    // Someone else's picture, or a portfolio one, is refused and changes nothing.
    const theirs = await upload(stranger, await phonePhoto(), 'avatar');
    const refused = await post(
      t.app,
      '/api/member/updatePhoto',
      { avatarUploadId: theirs.id },
      client.token,
    );
    expect(refused.body.message).toBe('profile.photo_unknown');
    expect((await profileOf(client.id, pilot)).body.result).toEqual(seen);
    // A pilot's photo alone leaves their bio and home as they were.
    const before = (await profileOf(pilot.id)).body.result as PublicProfile;
    const mine = await upload(pilot, await phonePhoto(), 'avatar');
    await post(t.app, '/api/member/updatePhoto', { avatarUploadId: mine.id }, pilot.token);
    const after = (await profileOf(pilot.id)).body.result as PublicProfile;
    expect({ ...after, avatarUrl: null, avatarThumbUrl: null }).toEqual({
      ...before,
      avatarUrl: null,
      avatarThumbUrl: null,
    });
    expect(after.avatarUrl).not.toBe(before.avatarUrl);
    const removed = await post(
      t.app,
      '/api/member/updatePhoto',
      { avatarUploadId: null },
      client.token,
    );
    expect((removed.body.result as PublicProfile).avatarUrl).toBeNull();
  });

  it('is read by members signed in only; admins, blocked and deleted members have none', async () => {
    const anonymous = await post(t.app, '/api/member/publicProfile', { userId: pilot.id });
    expect(anonymous.status).toBe(401);
    const blocked = await verifiedPilot(t);
    await t.db.update(users).set({ active: 3 }).where(eq(users.id, blocked.id));
    expect((await profileOf(blocked.id)).status).toBe(404);
    expect((await profileOf(999_999)).body.message).toBe('profile.not_found');
  });
});

describe('a portfolio', () => {
  it('holds pictures with captions, resized and without their EXIF, in the order added', async () => {
    const first = await upload(pilot, await phonePhoto(4000, 3000), 'portfolio', 'roof.jpg');
    const second = await upload(pilot, await phonePhoto(800, 600), 'portfolio', 'solar.jpg');
    const a = await addPicture(pilot, first.id, 'Flat roof, thermal pass');
    expect(a.status).toBe(200);
    expect(a.body.message).toBe('portfolio.added');
    await addPicture(pilot, second.id, 'Solar farm');
    const seen = (await profileOf(pilot.id)).body.result as PublicProfile;
    expect(seen.portfolio.map((p) => p.caption)).toEqual(['Flat roof, thermal pass', 'Solar farm']);
    const big = await fetchFile(seen.portfolio[0]!.url);
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect(await exifr.gps(big.rawPayload).catch(() => undefined)).toBeFalsy();
    const tile = await sharp(
      (await fetchFile(seen.portfolio[0]!.thumbnailUrl)).rawPayload,
    ).metadata();
    expect(Math.max(tile.width, tile.height)).toBe(480);
    // A small picture is not blown up.
    const small = await sharp((await fetchFile(seen.portfolio[1]!.url)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([800, 600]);
  });

  it("cannot take someone else's picture, a photo upload, or a document", async () => {
    const theirs = await upload(stranger, await phonePhoto(), 'portfolio');
    expect((await addPicture(pilot, theirs.id)).body.message).toBe('portfolio.upload_unknown');
    const avatar = await upload(pilot, await phonePhoto(), 'avatar');
    expect((await addPicture(pilot, avatar.id)).body.message).toBe('portfolio.upload_unknown');
    const doc = await uploadDocument(t.app, pilot);
    expect((await addPicture(pilot, doc.id)).body.message).toBe('portfolio.upload_unknown');
  });

  it('holds twelve pictures at most, even when they are added at once', async () => {
    const full = await verifiedPilot(t);
    const picture = await phonePhoto(200, 150);
    const ids = [];
    for (let i = 0; i < 14; i++) ids.push((await upload(full, picture, 'portfolio')).id);
    const replies = await Promise.all(ids.map((id, i) => addPicture(full, id, `#${i}`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(12);
    expect(replies.filter((r) => r.body.message === 'portfolio.full')).toHaveLength(2);
    const rows = await t.db.select().from(portfolioItems).where(eq(portfolioItems.userId, full.id));
    expect(rows).toHaveLength(12);
  });

  it("removes the pilot's own picture; a stranger's attempt is not found and changes nothing", async () => {
    const seen = (await profileOf(pilot.id)).body.result as PublicProfile;
    const item = seen.portfolio[0] as PortfolioItem;
    const strangers = await post(
      t.app,
      '/api/member/portfolioRemove',
      { id: item.id },
      stranger.token,
    );
    expect(strangers.status).toBe(404);
    expect(strangers.body.message).toBe('portfolio.not_found');
    expect(((await profileOf(pilot.id)).body.result as PublicProfile).portfolio).toHaveLength(2);
    const mine = await post(t.app, '/api/member/portfolioRemove', { id: item.id }, pilot.token);
    expect(mine.status).toBe(200);
    const after = (await profileOf(pilot.id)).body.result as PublicProfile;
    expect(after.portfolio.map((p) => p.caption)).toEqual(['Solar farm']);
  });
});

describe('what a client weighs', () => {
  it("sees a proposal's photo, home city, verification and distance from the site", async () => {
    await t.db
      .insert(pilotProfiles)
      .values({ userId: pilot.id, verification: 2, decidedAt: new Date('2026-03-01T12:00:00Z') })
      .onConflictDoUpdate({
        target: pilotProfiles.userId,
        set: { verification: 2, decidedAt: new Date('2026-03-01T12:00:00Z') },
      });
    const photo = await upload(pilot, await phonePhoto(), 'avatar');
    await update(pilot, { homeCity: 'Mississauga, Ontario', avatarUploadId: photo.id });
    const { id } = await postAirwork(t, client); // in downtown Toronto
    await post(t.app, '/api/tasks/apply', { taskId: id }, pilot.token);
    await post(t.app, '/api/tasks/apply', { taskId: id }, stranger.token);
    const list = (await post(t.app, '/api/tasks/applyInfo', { userId: client.id }, client.token))
      .body.result as Application[];
    const mine = list.find((a) => a.taskId === id && a.pilotUserId === pilot.id)!;
    expect(mine.distanceKm).toBeGreaterThan(15);
    expect(mine.distanceKm).toBeLessThan(35);
    expect(mine.fileFormat).toBe('JPG, 4K video');
    expect(mine.pilot).toMatchObject<Partial<PilotPublicInfo>>({
      avatarThumbUrl: photo.thumbnailUrl,
      homeCity: 'Mississauga, Ontario',
      verifiedSince: '2026-03-01T12:00:00.000Z',
    });
    // A pilot without a home city has no distance, and no photo.
    const theirs = list.find((a) => a.taskId === id && a.pilotUserId === stranger.id)!;
    expect(theirs.distanceKm).toBeNull();
    expect(theirs.pilot.avatarThumbUrl).toBeNull();
  });

  it("reads a client's record and reviews as a pilot: posted, completed, rating", async () => {
    const reviewed = await registerUser(t.app, {
      role_id: 2,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const flyer = await verifiedPilot(t, { first_name: 'Orville', last_name: 'Wright' });
    const done = await completedAirwork(t, reviewed, flyer, latestCanadianDay(new Date()));
    await postAirwork(t, reviewed);
    await post(
      t.app,
      '/api/tasks/completeOrder',
      { taskId: done.id, comments: 'Great' },
      reviewed.token,
    );
    const rate = (from: Registered, to: Registered, rating: number, comments: string) =>
      post(
        t.app,
        '/api/rating/add',
        { id: 0, taskId: done.id, userId: to.id, rating, comments },
        from.token,
      );
    expect((await rate(flyer, reviewed, 5, 'Clear brief, paid on time.')).status).toBe(200);
    expect((await rate(reviewed, flyer, 4, 'Good pictures.')).status).toBe(200);
    const seen = (await profileOf(reviewed.id, flyer)).body.result as PublicProfile;
    expect(seen).toMatchObject({
      role: 2,
      displayName: 'Grace H.',
      userNumbers: '',
      posted: 2,
      completed: 1,
      rating: 5,
      ratingCount: 1,
      portfolio: [],
      reviews: [{ rating: 5, comments: 'Clear brief, paid on time.', fromName: 'Orville W.' }],
    });
    const pilotSide = (await profileOf(flyer.id, reviewed)).body.result as PublicProfile;
    expect(pilotSide).toMatchObject({ completed: 1, ratingCount: 1 });
    expect(pilotSide.reviews[0]).toMatchObject({ fromName: 'Grace H.', rating: 4 });
  });
});

describe('a blocked or deleted member', () => {
  it('has their photo, its small copy and their portfolio pictures answer 404, until restored', async () => {
    const member = await verifiedPilot(t);
    const photo = await upload(member, await phonePhoto(), 'avatar');
    const picture = await upload(member, await phonePhoto(), 'portfolio');
    const urls = [photo.url, photo.thumbnailUrl, picture.url, picture.thumbnailUrl];
    const statuses = async () =>
      Promise.all(urls.map(async (u) => (await fetchFile(u)).statusCode));
    expect(await statuses()).toEqual([200, 200, 200, 200]);
    for (const hidden of [3, 4]) {
      await t.db.update(users).set({ active: hidden }).where(eq(users.id, member.id));
      expect(await statuses()).toEqual([404, 404, 404, 404]);
    }
    // Unblocked (or undeleted), their public face is served again.
    await t.db.update(users).set({ active: 1 }).where(eq(users.id, member.id));
    expect(await statuses()).toEqual([200, 200, 200, 200]);
  });
});
