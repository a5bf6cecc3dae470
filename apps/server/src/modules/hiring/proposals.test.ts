import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import type { Application, PilotApplication } from '@airwork/shared/hiring/application.schema';
import type { Thread } from '@airwork/shared/messages/message.schema';
import type { Notifications } from '@airwork/shared/notifications/notification.schema';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { airworkApplications } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, subjectsFor, verifiedPilot } from '../../test/airworks';

// Issue 23: a proposal — note, price, earliest day —, withdrawn or hired at its own price.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let second: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  second = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const apply = (taskId: number, who: Registered, body: Record<string, unknown> = {}) =>
  post(t.app, '/api/tasks/apply', { taskId, ...body }, who.token);
const withdraw = (taskId: number, who: Registered) =>
  post(t.app, '/api/tasks/withdrawApply', { taskId }, who.token);
const waiting = async () =>
  (await post(t.app, '/api/tasks/applyInfo', { userId: client.id }, client.token)).body
    .result as Application[];
const approve = (id: number, taskId: number) =>
  post(t.app, '/api/tasks/updateApplyInfo', { id, taskId, status: 9 }, client.token);
const rowsOf = (taskId: number) =>
  t.db.select().from(airworkApplications).where(eq(airworkApplications.airworkId, taskId));

const tomorrow = () => {
  const d = new Date(`${latestCanadianDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('a proposal', () => {
  it('carries a note, a price and a day to the client, and opens the conversation', async () => {
    const { id } = await postAirwork(t, client, { salary: '1250' });
    const day = tomorrow();
    const note = 'Flew 40 roofs this year.\nThermal camera included.';
    const reply = await apply(id, pilot, { note, price: '1100.50', earliestDate: day });
    expect(reply.status).toBe(200);
    const mine = (await waiting()).find((a) => a.taskId === id)!;
    expect(mine).toMatchObject({ note, price: 1100.5, ownPrice: true, earliestDate: day });
    // The client hires a person, named as others see them, not an ID number.
    expect(mine.pilot.displayName).toBe('Ada L.');

    const thread = await post(
      t.app,
      '/api/messages/thread',
      { taskId: id, withUserId: pilot.id },
      client.token,
    );
    expect((thread.body.result as Thread).data.map((m) => [m.fromUserId, m.text])).toEqual([
      [pilot.id, note],
    ]);

    const list = await post(t.app, '/api/pilot/orderlists', { userId: pilot.id }, pilot.token);
    const own = (list.body.result as { data: PilotApplication[] }).data.find(
      (a) => a.taskId === id,
    );
    expect(own).toMatchObject({ salary: 1250, proposedPrice: 1100.5 });
  });

  it("is the spec's two fields still: the Airwork's price, no note, no day", async () => {
    const { id } = await postAirwork(t, client, { salary: '900' });
    expect((await apply(id, pilot)).status).toBe(200);
    expect((await waiting()).find((a) => a.taskId === id)).toMatchObject({
      note: '',
      price: 900,
      ownPrice: false,
      earliestDate: null,
    });
    // The Airwork's own price named again is not a price of the pilot's.
    const other = await postAirwork(t, client, { salary: '900' });
    await apply(other.id, pilot, { price: 900 });
    expect((await waiting()).find((a) => a.taskId === other.id)?.ownPrice).toBe(false);
  });

  it('refuses bad input with its own message and keeps nothing', async () => {
    const { id } = await postAirwork(t, client);
    const refused = async (body: Record<string, unknown>, message: string) => {
      const reply = await apply(id, pilot, body);
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    };
    await refused({ note: 'hello\u0000' }, 'apply.note_invalid');
    await refused({ note: 'x'.repeat(2_001) }, 'common.too_long');
    await refused({ price: 'cheap' }, 'apply.price_invalid');
    await refused({ price: '0' }, 'apply.price_invalid');
    await refused({ price: '12.345' }, 'apply.price_invalid');
    await refused({ earliestDate: '2026-02-30' }, 'apply.date_invalid');
    await refused({ earliestDate: '2020-01-01' }, 'apply.date_past');
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('withdrawing', () => {
  it('takes a waiting application back, tells the client, and may be applied again', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    await apply(id, pilot, { note: 'First try' });
    await post(
      t.app,
      '/api/member/updateNotification',
      { userId: client.id, isNotify: 1, notifyEmail: '' },
      client.token,
    );
    const reply = await withdraw(id, pilot);
    expect(reply.body).toMatchObject({ code: 200, result: null });
    expect((await waiting()).some((a) => a.taskId === id)).toBe(false);
    const task = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, pilot.token);
    expect((task.body.result as Airwork).myApplication).toBe(2);

    const notices = await post(t.app, '/api/notifications/list', { size: 10 }, client.token);
    expect((notices.body.result as Notifications).data[0]).toMatchObject({
      kind: 'applicationWithdrawn',
      taskId: id,
      // The client is told who, by the name others see (issue 23).
      params: { pilotName: 'Ada L.' },
    });
    expect(await subjectsFor(t, client.email)).toContain(
      `A pilot withdrew from your Airwork ${tasksId}`,
    );

    // Gone is gone: a second withdrawal has nothing to take back.
    expect((await withdraw(id, pilot)).body.message).toBe('apply.already_decided');
    const again = await apply(id, pilot, { note: 'Second try', price: '800' });
    expect(again.status).toBe(200);
    expect((await waiting()).find((a) => a.taskId === id)).toMatchObject({
      note: 'Second try',
      price: 800,
      proposalVersion: 2,
    });
  });

  it('never rewrites a proposal the client read: applying again makes a new one (the probe’s bait-and-switch)', async () => {
    const { id } = await postAirwork(t, client, { salary: '240' });
    const read = (await apply(id, pilot, { note: 'Cheap and quick', price: '240' })).body
      .result as { id: number };
    const seen = (await waiting()).find((a) => a.taskId === id)!;
    expect(seen).toMatchObject({ id: read.id, price: 240, proposalVersion: 1 });
    // The pilot swaps the price after the client read it.
    await withdraw(id, pilot);
    const swapped = (await apply(id, pilot, { note: 'Cheap and quick', price: '999999' })).body
      .result as { id: number };
    expect(swapped.id).not.toBe(read.id);

    // The client approves what they read: refused, and told the proposal changed.
    const approved = await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: read.id, taskId: id, status: 9, proposalVersion: seen.proposalVersion },
      client.token,
    );
    expect([approved.status, approved.body.message]).toEqual([409, 'apply.proposal_changed']);
    const task = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, client.token);
    expect(task.body.result as Airwork).toMatchObject({ status: 1, salary: 240 });
    // Both proposals are kept as made: the first withdrawn at $240, the second waiting.
    const rows = (await rowsOf(id)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.status, r.priceCents, r.proposalVersion])).toEqual([
      [2, null, 1],
      [1, 99_999_900, 2],
    ]);
    // The new one shows as revised; approving it names its version.
    const now = (await waiting()).find((a) => a.taskId === id)!;
    expect(now).toMatchObject({ id: swapped.id, proposalVersion: 2, price: 999_999 });
    const stale = await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: swapped.id, taskId: id, status: 9, proposalVersion: 1 },
      client.token,
    );
    expect([stale.status, stale.body.message]).toEqual([409, 'apply.proposal_changed']);
    const disapproved = await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: swapped.id, taskId: id, status: 0, proposalVersion: 2 },
      client.token,
    );
    expect(disapproved.status).toBe(200);
  });

  it('cannot be approved once withdrawn; strangers and clients cannot withdraw', async () => {
    const { id } = await postAirwork(t, client);
    const applicationId = (await apply(id, pilot)).body.result as { id: number };
    expect((await withdraw(id, second)).status).toBe(404);
    expect((await withdraw(id, client)).status).toBe(403);
    await withdraw(id, pilot);
    const approved = await approve(applicationId.id, id);
    expect([approved.status, approved.body.message]).toEqual([409, 'apply.withdrawn']);
    const [row] = await rowsOf(id);
    expect(row!.status).toBe(2);
  });

  it('is too late once the client decided', async () => {
    const { id } = await postAirwork(t, client);
    const applied = (await apply(id, pilot)).body.result as { id: number };
    expect((await approve(applied.id, id)).status).toBe(200);
    const late = await withdraw(id, pilot);
    expect([late.status, late.body.message]).toEqual([409, 'apply.already_decided']);
  });
});

describe('a pilot blocked or deleted after applying', () => {
  it('drops out of the comparison and cannot be approved; nothing is held for them', async () => {
    const { id } = await postAirwork(t, client);
    const gone = await verifiedPilot(t);
    const applied = (await apply(id, gone, { note: 'Pick me' })).body.result as { id: number };
    expect((await waiting()).some((a) => a.id === applied.id)).toBe(true);
    for (const state of [3, 4, 2]) {
      await t.db.update(users).set({ active: state }).where(eq(users.id, gone.id));
      expect((await waiting()).some((a) => a.id === applied.id)).toBe(false);
      const approved = await approve(applied.id, id);
      expect([approved.status, approved.body.message]).toEqual([409, 'apply.pilot_unavailable']);
    }
    const task = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, client.token);
    expect(task.body.result as Airwork).toMatchObject({ status: 1, pilotUserId: null });
    // Restored, their proposal is there again and may be chosen.
    await t.db.update(users).set({ active: 1 }).where(eq(users.id, gone.id));
    expect((await approve(applied.id, id)).status).toBe(200);
  });
});

describe('hiring at the proposal’s price', () => {
  it('holds the price the pilot proposed and records it as agreed', async () => {
    const { id } = await postAirwork(t, client, { salary: '1250', province: 'Ontario' });
    await apply(id, second, { note: 'I can do it', price: '1300' });
    const cheaper = (await apply(id, pilot, { note: 'Me too', price: '1017' })).body.result as {
      id: number;
    };
    expect((await approve(cheaper.id, id)).status).toBe(200);

    const task = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, client.token);
    expect((task.body.result as Airwork).salary).toBe(1017);
    const record = await post(t.app, '/api/tasks/timeline', { taskId: id }, client.token);
    const approval = (record.body.result as TimelineEntry[]).find((r) => r.action === 'approve');
    expect(approval?.agreedPrice).toBe(1017);

    const order = await post(
      t.app,
      '/api/payment/createOrder',
      { taskId: id, part: 1 },
      client.token,
    );
    expect(order.status).toBe(200);
    const status = await post(t.app, '/api/payment/status', { taskId: id }, client.token);
    // Ontario's HST of 13 % is inside the price: 1017 = 900 + 117.
    expect(status.body.result as PaymentStatus).toMatchObject({
      totalCents: 101_700,
      subtotalCents: 90_000,
      taxCents: 11_700,
    });
  });
});
