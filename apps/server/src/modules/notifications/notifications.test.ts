import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Notification,
  Notifications,
} from '@airwork/shared/notifications/notification.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { completedAirwork, heldAirwork, postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, uploadDocument } from '../../test/documents';

// What happened to a user, kept as a list (issue 21): every notice the product mails or toasts
// is stored for its recipient, in the same transaction as the change it tells of.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const admin = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  adminToken = (admin.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const list = async (who: Registered, body: Record<string, unknown> = {}) =>
  (await post(t.app, '/api/notifications/list', { size: 80, ...body }, who.token)).body
    .result as Notifications;
const kindsAbout = async (who: Registered, taskId: number) =>
  (await list(who)).data
    .filter((n) => n.taskId === taskId)
    .map((n) => n.kind)
    .reverse();

describe('notifications', () => {
  it('follow an Airwork from application to ratings, each to the side it concerns', async () => {
    const a = await completedAirwork(t, client, pilot, latestCanadianDay(new Date()));
    await post(t.app, '/api/tasks/acceptOrder', { taskId: a.id, comments: 'Thanks' }, client.token);
    await post(
      t.app,
      '/api/rating/add',
      { taskId: a.id, userId: pilot.id, rating: 5, comments: 'Great work' },
      client.token,
    );
    await post(
      t.app,
      '/api/rating/add',
      { taskId: a.id, userId: client.id, rating: 5, comments: 'Clear brief' },
      pilot.token,
    );
    expect(await kindsAbout(client, a.id)).toEqual([
      'applicationReceived',
      'paymentHeld',
      'scheduled',
      'flightDay',
      'delivered',
      'captured',
      'ratingReceived',
      'ratingRevealed',
    ]);
    expect(await kindsAbout(pilot, a.id)).toEqual([
      'applicationApproved',
      'paymentHeld',
      'scheduled',
      'flightDay',
      'accepted',
      'ratingReceived',
      'ratingRevealed',
    ]);
    const scheduled = (await list(pilot)).data.find(
      (n) => n.taskId === a.id && n.kind === 'scheduled',
    )!;
    expect(scheduled.params).toMatchObject({ day: latestCanadianDay(new Date()) });
    expect(typeof scheduled.params.title).toBe('string');
  });

  it('tell a pilot not chosen, and of a cancellation', async () => {
    const other = await verifiedPilot(t);
    const a = await postAirwork(t, client);
    const applied = await post(t.app, '/api/tasks/apply', { taskId: a.id }, other.token);
    await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: (applied.body.result as { id: number }).id, taskId: a.id, status: 0 },
      client.token,
    );
    expect(await kindsAbout(other, a.id)).toEqual(['applicationDisapproved']);

    const held = await heldAirwork(t, client, pilot);
    await post(
      t.app,
      '/api/tasks/cancel',
      { taskId: held.id, reason: 'Plans changed' },
      client.token,
    );
    const kinds = await kindsAbout(pilot, held.id);
    expect(kinds).toContain('cancelled');
    const cancelled = (await list(pilot)).data.find(
      (n) => n.taskId === held.id && n.kind === 'cancelled',
    )!;
    expect(cancelled.params).toMatchObject({ note: 'Plans changed' });
  });

  it('tell a pilot the verdict on their certificate, with the reason', async () => {
    const applicant = await registerUser(t.app, { role_id: 1 });
    const id = await uploadDocument(t.app, applicant);
    const certificate = await uploadDocument(t.app, applicant, PDF, 'certificate.pdf');
    await post(
      t.app,
      '/api/member/pilotProfile',
      {
        userId: applicant.id,
        idFile: id.id,
        certificateType: 1,
        tcrNumber: 'C-42',
        pilotCertificateFile: certificate.id,
        rpasNumber: 'PA-42',
        rpasMake: 'DJI Mini 4 Pro',
        address: '1 Runway Rd',
      },
      applicant.token,
    );
    await post(
      t.app,
      '/api/admin/setPilotState',
      { userId: applicant.id, state: 2, reason: 'The scan is unreadable.' },
      adminToken,
    );
    const [verdict] = (await list(applicant)).data;
    expect(verdict).toMatchObject({
      kind: 'verificationDisapproved',
      taskId: null,
      params: { reason: 'The scan is unreadable.' },
      readAt: null,
    });
  });

  it('page, count unread, and mark read only the caller’s own', async () => {
    const reader = await registerUser(t.app, { role_id: 2 });
    const applicants = [await verifiedPilot(t), await verifiedPilot(t), await verifiedPilot(t)];
    for (const p of applicants) {
      const a = await postAirwork(t, reader);
      await post(t.app, '/api/tasks/apply', { taskId: a.id }, p.token);
    }
    const all = await list(reader, { size: 10 });
    expect(all).toMatchObject({ total: 3, unread: 3 });
    const firstPage = await list(reader, { size: 10, page: 1 });
    expect(firstPage.data).toHaveLength(3);
    // Newest first.
    const times = firstPage.data.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const [newest] = all.data as [Notification, ...Notification[]];
    // Someone else's notice id changes nothing of theirs.
    const foreign = (await list(client)).data[0]!;
    const marked = await post(
      t.app,
      '/api/notifications/markRead',
      { ids: [newest.id, foreign.id] },
      reader.token,
    );
    expect(marked.body.result).toEqual({ unread: 2 });
    expect((await list(client)).data.find((n) => n.id === foreign.id)!.readAt).toBeNull();
    expect((await list(reader, { unreadOnly: true })).data.map((n) => n.id)).not.toContain(
      newest.id,
    );
    const allRead = await post(t.app, '/api/notifications/markRead', { all: true }, reader.token);
    expect(allRead.body.result).toEqual({ unread: 0 });
    expect((await post(t.app, '/api/notifications/list', {})).status).toBe(401);
  });
});
