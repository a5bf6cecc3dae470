import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Airwork, AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import type { Application, PilotApplication } from '@airwork/shared/hiring/application.schema';
import { airworkApplications, airworkTransitions, ratings } from '../../db/schema/hiring';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { completedAirwork, postAirwork, subjectsFor, verifiedPilot } from '../../test/airworks';

let t: TestApp;
let adminToken: string;
let client: Registered;
let otherClient: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  adminToken = (login.body.result as { token: string }).token;
  client = await registerUser(t.app, { role_id: 2 });
  otherClient = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const apply = (taskId: number, who: Registered, body: Record<string, unknown> = {}) =>
  post(t.app, '/api/tasks/apply', { taskId, ...body }, who.token);
const applications = (who: Registered) =>
  post(t.app, '/api/tasks/applyInfo', { userId: who.id }, who.token);
const decide = (who: Registered, body: { id: number; taskId: number; status: number }) =>
  post(t.app, '/api/tasks/updateApplyInfo', body, who.token);
const getTask = async (taskId: number, who?: Registered) =>
  (await post(t.app, '/api/tasks/getTaskById', { taskId }, who?.token)).body.result as Airwork;

async function applied(taskId: number, who: Registered): Promise<number> {
  const reply = await apply(taskId, who);
  expect(reply.status).toBe(200);
  return (reply.body.result as { id: number }).id;
}

describe('applying', () => {
  it('lets a verified pilot apply once and mails both sides', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    const reply = await apply(id, pilot, { pilotUserId: pilot.id });
    expect(reply.body).toMatchObject({ code: 200, result: { tasksId } });
    expect(await getTask(id, pilot)).toMatchObject({ myApplication: 1, status: 1 });
    expect(await subjectsFor(t, pilot.email)).toContain(
      `Your proposal for Airwork ${tasksId} was sent`,
    );
    expect(await subjectsFor(t, client.email)).toContain(
      `A pilot sent a proposal for your Airwork ${tasksId}`,
    );

    const again = await apply(id, pilot);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('apply.already');
  });

  it('refuses clients, unverified pilots and a payload naming another pilot', async () => {
    const { id } = await postAirwork(t, client);
    const unverified = await registerUser(t.app, { role_id: 1 });
    expect((await apply(id, otherClient)).body.message).toBe('apply.pilots_only');
    const refused = await apply(id, unverified);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('apply.not_verified');
    expect((await apply(id, pilot, { pilotUserId: unverified.id })).status).toBe(403);
    expect((await post(t.app, '/api/tasks/apply', { taskId: id })).status).toBe(401);
    expect(
      await t.db.select().from(airworkApplications).where(eq(airworkApplications.airworkId, id)),
    ).toEqual([]);
  });

  it('refuses a blocked pilot', async () => {
    const { id } = await postAirwork(t, client);
    const blocked = await verifiedPilot(t);
    await post(t.app, '/api/admin/setPilotState', { userId: blocked.id, state: 3 }, adminToken);
    // Blocking ended the pilot's sessions: the old token is worth nothing.
    expect((await apply(id, blocked)).status).toBe(401);
  });

  it('refuses an Airwork that is not open, and one that does not exist', async () => {
    const { id } = await postAirwork(t, client);
    await post(t.app, '/api/tasks/remove', { taskId: id, userId: client.id }, client.token);
    const closed = await apply(id, pilot);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('apply.not_open');
    expect((await apply(2_000_000, pilot)).status).toBe(404);
  });
});

describe('the client deciding', () => {
  it('lists waiting applications with the pilot public info, to the owner only', async () => {
    const { id, tasksId } = await postAirwork(t, client, { title: 'Listed application' });
    const appId = await applied(id, pilot);
    const list = (await applications(client)).body.result as Application[];
    const mine = list.find((a) => a.id === appId)!;
    expect(mine).toMatchObject({
      taskId: id,
      tasksId,
      tasksTitle: 'Listed application',
      pilotUserId: pilot.id,
      pilotUsername: pilot.username,
      status: 1,
      pilot: { userNumbers: pilot.userNumbers, totalAirworks: 0, totalRateCount: 0 },
    });
    expect((await applications(otherClient)).body.result).toEqual([]);
    expect(
      (await post(t.app, '/api/tasks/applyInfo', { userId: client.id }, otherClient.token)).status,
    ).toBe(403);
  });

  it('gives each applicant their own record: completed Airworks and visible ratings', async () => {
    const seasoned = await verifiedPilot(t);
    const newcomer = await verifiedPilot(t);
    const done = await completedAirwork(t, otherClient, seasoned, latestCanadianDay());
    const past = new Date(Date.now() - 60_000);
    await t.db.insert(ratings).values([
      {
        airworkId: done.id,
        fromUserId: otherClient.id,
        toUserId: seasoned.id,
        rating: 5,
        comments: 'Great',
        visibleAt: past,
      },
      {
        airworkId: done.id,
        fromUserId: client.id,
        toUserId: seasoned.id,
        rating: 4,
        comments: 'Good',
        visibleAt: past,
      },
      // Not yet revealed (double-blind): counts for nothing.
      {
        airworkId: done.id,
        fromUserId: newcomer.id,
        toUserId: seasoned.id,
        rating: 1,
        comments: 'Hidden',
        visibleAt: null,
      },
    ]);
    const { id } = await postAirwork(t, client, { title: 'Two applicants compared' });
    await applied(id, seasoned);
    await applied(id, newcomer);
    const list = ((await applications(client)).body.result as Application[]).filter(
      (a) => a.taskId === id,
    );
    const of = (who: Registered) => list.find((a) => a.pilotUserId === who.id)!.pilot;
    expect(of(seasoned)).toMatchObject({ totalAirworks: 1, totalRating: 4.5, totalRateCount: 2 });
    expect(of(newcomer)).toMatchObject({ totalAirworks: 0, totalRating: 0, totalRateCount: 0 });
  });

  it('refuses a decision on an Airwork that is not the caller’s', async () => {
    const { id } = await postAirwork(t, client);
    const appId = await applied(id, pilot);
    const reply = await decide(otherClient, { id: appId, taskId: id, status: 9 });
    expect(reply.status).toBe(403);
    expect((await decide(client, { id: appId, taskId: id + 1, status: 9 })).status).toBe(404);
    expect((await getTask(id, client)).status).toBe(1);
  });

  it('disapproving removes only that application and tells the pilot who wants mail', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    const second = await verifiedPilot(t);
    await post(
      t.app,
      '/api/member/updateNotification',
      { userId: second.id, isNotify: 1, notifyEmail: 'alerts@example.com' },
      second.token,
    );
    const a1 = await applied(id, pilot);
    const a2 = await applied(id, second);
    expect((await decide(client, { id: a2, taskId: id, status: 0 })).status).toBe(200);
    const waiting = ((await applications(client)).body.result as Application[]).map((a) => a.id);
    expect(waiting).toContain(a1);
    expect(waiting).not.toContain(a2);
    expect((await getTask(id, client)).status).toBe(1);
    expect(await subjectsFor(t, 'alerts@example.com')).toContain(
      `Your proposal for Airwork ${tasksId} was not accepted`,
    );
    // A decided application cannot be decided again, nor re-applied.
    expect((await decide(client, { id: a2, taskId: id, status: 9 })).status).toBe(409);
    expect((await apply(id, second)).body.message).toBe('apply.already');
  });

  it('approving assigns the pilot, makes the Airwork pending and closes the others', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    const loser = await verifiedPilot(t);
    const winning = await applied(id, pilot);
    const losing = await applied(id, loser);
    expect((await decide(client, { id: winning, taskId: id, status: 9 })).status).toBe(200);

    const airwork = await getTask(id, pilot);
    expect(airwork).toMatchObject({ status: 2, pilotUserId: pilot.id, myApplication: 9 });
    // The hired pilot now sees where to fly.
    expect(airwork).toMatchObject({ address: '100 Queen St W', exactLocation: true });
    expect(await getTask(id, loser)).toMatchObject({ myApplication: 3, address: '' });
    const rows = await t.db
      .select()
      .from(airworkApplications)
      .where(eq(airworkApplications.airworkId, id));
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [winning, 9],
        [losing, 3],
      ].sort(),
    );
    expect(await subjectsFor(t, pilot.email)).toContain(`You are hired for Airwork ${tasksId}`);
    // "Not approved" is optional: a pilot with e-mail notification off is not mailed it.
    expect(await subjectsFor(t, loser.email)).not.toContain(
      `Your proposal for Airwork ${tasksId} was not accepted`,
    );

    const log = await t.db
      .select()
      .from(airworkTransitions)
      .where(eq(airworkTransitions.airworkId, id));
    expect(log.map((l) => [l.fromStatus, l.toStatus, l.action, l.actorId])).toEqual([
      [null, 1, 'create', client.id],
      [1, 2, 'approve', client.id],
    ]);
    expect((await decide(client, { id: losing, taskId: id, status: 9 })).status).toBe(409);
  });

  it('of fifty racing approvals exactly one wins', async () => {
    const { id } = await postAirwork(t, client);
    const pilots = [pilot, ...(await Promise.all([1, 2, 3, 4].map(() => verifiedPilot(t))))];
    const appIds = await Promise.all(pilots.map((p) => applied(id, p)));
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        decide(client, { id: appIds[i % 5]!, taskId: id, status: 9 }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const rows = await t.db
      .select()
      .from(airworkApplications)
      .where(eq(airworkApplications.airworkId, id));
    expect(rows.filter((r) => r.status === 9)).toHaveLength(1);
    expect(rows.filter((r) => r.status === 3)).toHaveLength(4);
    const winner = rows.find((r) => r.status === 9)!.pilotId;
    expect((await getTask(id, client)).pilotUserId).toBe(winner);
    const log = await t.db
      .select()
      .from(airworkTransitions)
      .where(eq(airworkTransitions.airworkId, id));
    expect(log.filter((l) => l.action === 'approve')).toHaveLength(1);
  });
});

describe("the pilot's and the admin's lists", () => {
  it('shows the pilot their assigned Airworks, totals and applications', async () => {
    const hired = await verifiedPilot(t);
    const { id } = await postAirwork(t, client, { title: 'Hired job' });
    const { id: other } = await postAirwork(t, client, { title: 'Waiting job' });
    const appId = await applied(id, hired);
    await applied(other, hired);
    await decide(client, { id: appId, taskId: id, status: 9 });

    const lists = (body: Record<string, unknown>) =>
      post(t.app, '/api/pilot/lists', { userId: hired.id, ...body }, hired.token);
    const pending = (await lists({ status: 2 })).body.result as AirworkPage;
    expect(pending.data.map((a) => a.id)).toEqual([id]);
    expect(((await lists({ status: 0 })).body.result as AirworkPage).total).toBe(1);
    expect(((await lists({ status: 6 })).body.result as AirworkPage).total).toBe(0);
    const totals = await post(
      t.app,
      '/api/pilot/pilotOrdersTotal',
      { userId: hired.id },
      hired.token,
    );
    expect(totals.body.result).toEqual([{ status: 2, total: 1 }]);
    const orders = (await post(t.app, '/api/pilot/orderlists', { userId: hired.id }, hired.token))
      .body.result as { total: number; data: PilotApplication[] };
    expect(orders.data.map((o) => [o.tasksTitle, o.status, o.taskStatus])).toEqual([
      ['Waiting job', 1, 1],
      ['Hired job', 9, 2],
    ]);
    expect((await post(t.app, '/api/pilot/lists', { userId: hired.id }, client.token)).status).toBe(
      403,
    );
    expect((await post(t.app, '/api/pilot/lists', { userId: client.id }, hired.token)).status).toBe(
      403,
    );
  });

  it('lets only admins search every Airwork by status', async () => {
    const { id } = await postAirwork(t, otherClient, { title: 'Admin can see this' });
    const search = (body: Record<string, unknown>, token = adminToken) =>
      post(t.app, '/api/admin/searchTasks', body, token);
    const found = (await search({ keywords: 'admin can see' })).body.result as AirworkPage;
    expect(found.data.map((a) => a.id)).toEqual([id]);
    expect(found.data[0]!.address).toBe('100 Queen St W');
    const pending = (await search({ status: 2 })).body.result as AirworkPage;
    expect(pending.data.every((a) => a.status === 2)).toBe(true);
    expect(pending.total).toBeGreaterThan(0);
    expect((await search({}, client.token)).status).toBe(403);
    expect((await search({}, pilot.token)).status).toBe(403);
  });
});
