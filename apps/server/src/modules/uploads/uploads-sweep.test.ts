import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PilotInfo } from '@airwork/shared/pilots/pilot.schema';
import { uploads } from '../../db/schema/uploads';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, uploadDocument } from '../../test/documents';
import { keepUploads } from './uploads.access';

// Uploads nothing refers to (an Airwork wizard left half-way, an ID document replaced by a new
// one) do not stay on disk for ever: after a week the scheduled work deletes them and their
// files, and leaves alone every upload an Airwork or a pilot's verification uses.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let offset = 0;
let t: TestApp;
let client: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(Date.now() + offset) });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await registerUser(t.app, { role_id: 1 });
});
afterAll(async () => {
  await t.close();
});

const stored = async () => (await t.db.select({ n: count() }).from(uploads))[0]!.n;
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('abandoned uploads', () => {
  it('are deleted with their files after a week; those in use stay', async () => {
    const used = await uploadDocument(t.app, client, undefined, 'plan.png', 'attachment');
    await postAirwork(t, client, { uploadFilePath: used.url });
    const abandoned = await uploadDocument(t.app, client, undefined, 'draft.png', 'attachment');
    const id = await uploadDocument(t.app, pilot);
    const certificate = await uploadDocument(t.app, pilot, PDF, 'certificate.pdf');
    const submitted = await post(
      t.app,
      '/api/member/pilotProfile',
      {
        userId: pilot.id,
        idFile: id.url,
        certificateType: 2,
        tcrNumber: 'C-1234567',
        pilotCertificateFile: certificate.id,
        rpasNumber: 'PA-7654321',
        rpasMake: 'DJI Mavic 3 Enterprise',
        address: '200 Bay St, Toronto',
        postCode: 'M5J 2J2',
      },
      pilot.token,
    );
    expect(submitted.body.code).toBe(200);
    const unused = await uploadDocument(t.app, pilot, undefined, 'other-id.png');
    const before = await stored();

    offset = 6 * DAY;
    expect((await t.app.runDeliveryJobs()).orphans).toBe(0);
    expect((await fetchFile(abandoned.url)).statusCode).toBe(200);

    offset = 8 * DAY;
    expect((await t.app.runDeliveryJobs()).orphans).toBe(2);
    expect(await stored()).toBe(before - 2);
    expect((await fetchFile(abandoned.url)).statusCode).toBe(404);
    expect((await fetchFile(used.url)).statusCode).toBe(200);
    // The pilot's documents on file still open; the one never used is gone.
    const info = await post(t.app, '/api/member/loadPilotInfo', { userId: pilot.id }, pilot.token);
    const onFile = info.body.result as PilotInfo;
    expect((await fetchFile(onFile.idUrl!)).statusCode).toBe(200);
    expect((await fetchFile(onFile.pilotCertificateUrl!)).statusCode).toBe(200);
    expect((await fetchFile(unused.url)).statusCode).toBe(404);
  });

  it('keep a file sent in a conversation; one uploaded for a message never sent goes', async () => {
    const applicant = await verifiedPilot(t);
    const a = await postAirwork(t, client);
    await post(t.app, '/api/tasks/apply', { taskId: a.id }, applicant.token);
    const sent = await uploadDocument(t.app, applicant, undefined, 'roof.png', 'message');
    const unsent = await uploadDocument(t.app, applicant, undefined, 'draft.png', 'message');
    const message = await post(
      t.app,
      '/api/messages/send',
      { taskId: a.id, toUserId: client.id, text: '', attachmentIds: [sent.id] },
      applicant.token,
    );
    expect(message.status).toBe(200);
    const before = await stored();
    offset = 16 * DAY;
    expect((await t.app.runDeliveryJobs()).orphans).toBe(1);
    expect(await stored()).toBe(before - 1);
    const rows = await t.db.select({ id: uploads.id }).from(uploads);
    expect(rows.map((r) => r.id)).toContain(sent.id);
    expect(rows.map((r) => r.id)).not.toContain(unsent.id);
  });

  it("keep a member's photo and portfolio pictures in use; a replaced photo and a removed picture go, their small copies after them", async () => {
    const member = await verifiedPilot(t);
    const jpeg = () =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: '#3b6ea5' } })
        .jpeg()
        .toBuffer();
    type Picture = { id: string; url: string; thumbnailUrl: string };
    const picture = async (kind: 'avatar' | 'portfolio') =>
      (await uploadDocument(t.app, member, await jpeg(), 'me.jpg', kind)) as Picture;
    const setPhoto = (id: string) =>
      post(t.app, '/api/member/updatePhoto', { avatarUploadId: id }, member.token);
    const add = async (id: string) =>
      (await post(t.app, '/api/member/portfolioAdd', { uploadId: id }, member.token)).body
        .result as { id: number };
    const first = await picture('avatar');
    expect((await setPhoto(first.id)).status).toBe(200);
    const second = await picture('avatar');
    expect((await setPhoto(second.id)).status).toBe(200);
    const kept = await picture('portfolio');
    const removed = await picture('portfolio');
    await add(kept.id);
    const item = await add(removed.id);
    const gone = await post(t.app, '/api/member/portfolioRemove', { id: item.id }, member.token);
    expect(gone.status).toBe(200);

    offset = 24 * DAY;
    await t.app.runDeliveryJobs();
    expect((await fetchFile(first.url)).statusCode).toBe(404);
    expect((await fetchFile(removed.url)).statusCode).toBe(404);
    offset += 2 * HOUR; // the sweep runs once an hour
    await t.app.runDeliveryJobs();
    for (const let_go of [first, removed]) {
      expect((await fetchFile(let_go.thumbnailUrl)).statusCode).toBe(404);
    }
    for (const inUse of [second, kept]) {
      expect((await fetchFile(inUse.url)).statusCode).toBe(200);
      expect((await fetchFile(inUse.thumbnailUrl)).statusCode).toBe(200);
    }
  });

  it('keep the files of a kind of owner added tomorrow: it claims them, and nothing else changes', async () => {
    // A fixture owner no module has (a flight log, say): the sweep has never heard of it.
    const log = { kind: 'flight-log', id: 7 };
    const claimed = await uploadDocument(t.app, pilot, PDF, 'log.pdf');
    const unclaimed = await uploadDocument(t.app, pilot, PDF, 'draft-log.pdf');
    await t.db.transaction((tx) => keepUploads(tx, log, [claimed.id]));
    const ids = async () => (await t.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id);

    offset = 32 * DAY;
    await t.app.runDeliveryJobs();
    expect(await ids()).toContain(claimed.id);
    expect(await ids()).not.toContain(unclaimed.id);
    // Once the owner lets it go, the next sweep takes it.
    await t.db.transaction((tx) => keepUploads(tx, log, []));
    offset += 2 * HOUR;
    await t.app.runDeliveryJobs();
    expect(await ids()).not.toContain(claimed.id);
  });
});
