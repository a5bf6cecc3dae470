import { formatCalendarDay } from '@airwork/shared/day-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import {
  completedAirwork as completedAirworkFor,
  recordResult,
  heldAirwork,
  pendingAirwork,
  subjectsFor,
  verifiedPilot,
} from '../../test/airworks';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// Deliver and close (issue 12): schedule, start, complete, reject, accept, cancel, the record,
// the 14-day rule — through the API, with the built-in sandbox provider and a movable clock.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const today = () => latestCanadianDay(now());
const dayAfter = (days: number) => latestCanadianDay(new Date(now().getTime() + days * DAY));

let t: TestApp;
let client: Registered;
let pilot: Registered;
let stranger: Registered;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp({
    now,
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' },
  });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  stranger = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  adminToken = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered | string) =>
  post(t.app, path, body, typeof who === 'string' ? who : who.token);
const schedule = (id: number, day: string, who = pilot) =>
  call('/api/schedule/add', { tasksId: id, schedule: day }, who);
const statusOf = async (id: number) =>
  ((await call('/api/tasks/getTaskById', { taskId: id }, client)).body.result as { status: number })
    .status;
const paymentOf = async (id: number) =>
  (await call('/api/payment/status', { taskId: id }, client)).body.result as PaymentStatus;

const completedAirwork = () => completedAirworkFor(t, client, pilot, today());

describe('scheduling', () => {
  it('lets only the assigned pilot set a day, not in the past, once the money is held', async () => {
    const pending = await pendingAirwork(t, client, pilot);
    const unpaid = await schedule(pending.id, dayAfter(3));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('schedule.payment_not_held');

    const a = await heldAirwork(t, client, pilot);
    expect((await schedule(a.id, dayAfter(3), stranger)).status).toBe(403);
    expect((await schedule(a.id, dayAfter(3), client)).status).toBe(403);
    const past = await schedule(a.id, dayAfter(-2));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('schedule.past_date');
    expect((await schedule(a.id, '2027-02-30')).status).toBe(400);
    expect(
      (
        await call(
          '/api/schedule/add',
          { tasksId: a.id, schedule: dayAfter(3), pilotUserId: stranger.id },
          pilot,
        )
      ).status,
    ).toBe(403);
    expect(await statusOf(a.id)).toBe(2);

    const set = await schedule(a.id, dayAfter(3));
    expect(set.status).toBe(200);
    expect(set.body.result).toEqual({ schedule: dayAfter(3), sameDay: [] });
    expect(await statusOf(a.id)).toBe(3);
    expect((await schedule(a.id, dayAfter(5))).body.result).toMatchObject({
      schedule: dayAfter(5),
    });
    expect(await statusOf(a.id)).toBe(3);

    // A second Airwork that day is allowed, with the first named as a warning.
    const b = await heldAirwork(t, client, pilot);
    const second = await schedule(b.id, dayAfter(5));
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({ schedule: dayAfter(5), sameDay: [a.tasksId] });

    const list = await call('/api/schedule/list', {}, pilot);
    expect(list.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tasksId: a.id,
          taskNumber: a.tasksId,
          schedule: dayAfter(5),
          status: 3,
        }),
        expect.objectContaining({ tasksId: b.id, schedule: dayAfter(5) }),
      ]),
    );
    expect((await call('/api/schedule/list', {}, client)).status).toBe(403);
    // The day as the reader writes dates ("Thu, Dec 3, 2026"), never year-month-day (issue 46).
    expect(await subjectsFor(t, client.email)).toContain(
      `Your Airwork ${a.tasksId} will be flown on ${formatCalendarDay(dayAfter(3), 'en')}`,
    );
    expect(await subjectsFor(t, pilot.email)).toContain(
      `Airwork ${a.tasksId} is scheduled for ${formatCalendarDay(dayAfter(5), 'en')}`,
    );
    const subjects = [
      ...(await subjectsFor(t, client.email)),
      ...(await subjectsFor(t, pilot.email)),
    ];
    expect(subjects.filter((s) => /\d{4}-\d{2}-\d{2}/.test(s))).toEqual([]);
  });

  it('starts an Airwork when its flight day comes, once', async () => {
    const a = await heldAirwork(t, client, pilot);
    await schedule(a.id, dayAfter(1));
    await t.app.runDeliveryJobs();
    expect(await statusOf(a.id)).toBe(3);
    offset += DAY;
    try {
      await Promise.all([t.app.runDeliveryJobs(), t.app.runDeliveryJobs()]);
      expect(await statusOf(a.id)).toBe(4);
      const record = (await call('/api/tasks/timeline', { taskId: a.id }, pilot)).body
        .result as TimelineEntry[];
      expect(record.filter((r) => r.action === 'start')).toHaveLength(1);
      expect((await schedule(a.id, dayAfter(2))).status).toBe(409);
    } finally {
      offset -= DAY;
    }
  });
});

describe("the parties' lists", () => {
  it('keep a hired Airwork under Pending while it is scheduled, flown and uploaded', async () => {
    const a = await heldAirwork(t, client, pilot);
    await schedule(a.id, today());
    expect(await statusOf(a.id)).toBe(3);
    const listed = async (path: string, who: Registered) =>
      (
        (await call(path, { userId: who.id, page: 1, size: 20, status: 2 }, who)).body.result as {
          data: { id: number }[];
        }
      ).data.map((r) => r.id);
    expect(await listed('/api/client/lists', client)).toContain(a.id);
    expect(await listed('/api/pilot/lists', pilot)).toContain(a.id);
    const totals = async (path: string, who: Registered) =>
      (await call(path, { userId: who.id }, who)).body.result as {
        status: number;
        total: number;
      }[];
    for (const [path, who] of [
      ['/api/client/ordersTotal', client],
      ['/api/pilot/pilotOrdersTotal', pilot],
    ] as const) {
      const rows = await totals(path, who);
      expect(rows.find((r) => r.status === 3)).toBeUndefined();
      expect(rows.find((r) => r.status === 2)?.total).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('submitting, rejecting and accepting', () => {
  it('needs a file, then goes to the client; a rejection goes back with its note', async () => {
    const a = await heldAirwork(t, client, pilot);
    await schedule(a.id, today());
    const early = await call('/api/tasks/completeOrder', { taskId: a.id, comments: '' }, pilot);
    expect(early.status).toBe(409);
    await t.app.runDeliveryJobs();
    const empty = await call('/api/tasks/completeOrder', { taskId: a.id, comments: '' }, pilot);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('result.no_files');
    await recordResult(t, a.id, pilot.id);
    expect(
      (await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'x' }, stranger)).status,
    ).toBe(403);
    expect(
      (await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'x' }, client)).status,
    ).toBe(403);
    const done = await call(
      '/api/tasks/completeOrder',
      { taskId: a.id, comments: 'Zip inside' },
      pilot,
    );
    expect(done.status).toBe(200);
    expect(await statusOf(a.id)).toBe(6);
    expect(await subjectsFor(t, client.email)).toContain(
      `Results delivered for Airwork ${a.tasksId}`,
    );

    const noNote = await call('/api/tasks/rejectOrder', { taskId: a.id, comments: '  ' }, client);
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe('result.reject_note_need');
    expect(
      (await call('/api/tasks/rejectOrder', { taskId: a.id, comments: 'x' }, pilot)).status,
    ).toBe(403);
    const back = await call(
      '/api/tasks/rejectOrder',
      { taskId: a.id, comments: 'The north roof is missing' },
      client,
    );
    expect(back.status).toBe(200);
    expect(await statusOf(a.id)).toBe(4);
    expect(await subjectsFor(t, pilot.email)).toContain(
      `The client asked for changes on Airwork ${a.tasksId}`,
    );
    const record = (await call('/api/tasks/timeline', { taskId: a.id }, pilot)).body
      .result as TimelineEntry[];
    expect(record.at(-1)).toMatchObject({
      action: 'reject',
      fromStatus: 6,
      toStatus: 4,
      actor: 'client',
      note: 'The north roof is missing',
    });
    // The files stay; the pilot submits again.
    expect(
      (await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'Added' }, pilot)).status,
    ).toBe(200);
  });

  it('captures the held money when the client accepts, once, however often Accept is sent', async () => {
    const a = await completedAirwork();
    const nameFor = async (who: Registered) =>
      ((await call('/api/tasks/getTaskById', { taskId: a.id }, who)).body.result as Airwork)
        .statusName;
    // Delivered is not yet completed: the client's to review (issue 23).
    expect(await nameFor(client)).toBe('Delivered — awaiting your review');
    expect(await nameFor(pilot)).toBe('Delivered — awaiting the client’s review');
    expect((await call('/api/tasks/acceptOrder', { taskId: a.id }, pilot)).status).toBe(403);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call('/api/tasks/acceptOrder', { taskId: a.id }, client)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await paymentOf(a.id)).toMatchObject({ state: 'captured' });
    const record = (await call('/api/tasks/timeline', { taskId: a.id }, client)).body
      .result as TimelineEntry[];
    expect(record.filter((r) => r.action === 'accept')).toHaveLength(1);
    expect(await statusOf(a.id)).toBe(6);
    expect(await nameFor(client)).toBe('Completed');
    expect(
      (await call('/api/tasks/rejectOrder', { taskId: a.id, comments: 'late' }, client)).body
        .message,
    ).toBe('result.already_accepted');
    const subjects = await subjectsFor(t, client.email);
    expect(subjects.filter((s) => s === `Payment captured for Airwork ${a.tasksId}`)).toHaveLength(
      1,
    );
    expect(await subjectsFor(t, pilot.email)).toContain(`The client accepted Airwork ${a.tasksId}`);
  });
});

describe('a hold that expired before the acceptance', () => {
  it('is renewed by the client (part 2), then Accept captures the new hold', async () => {
    const a = await completedAirwork();
    offset += 30 * DAY;
    try {
      const first = await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
      expect(first.status).toBe(409);
      expect(first.body.message).toBe('payment.expired');
      expect((await paymentOf(a.id)).state).toBe('expired');
      const order = await call('/api/payment/createOrder', { taskId: a.id, part: 2 }, client);
      expect(order.status).toBe(200);
      const { orderId } = order.body.result as { orderId: string };
      const renewed = await call(
        '/api/payment/authorizeOrder',
        { taskId: a.id, part: 2, orderId },
        client,
      );
      expect(renewed.status).toBe(200);
      expect((await paymentOf(a.id)).state).toBe('held');
      const again = await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
      expect(again.status).toBe(200);
      expect((await paymentOf(a.id)).state).toBe('captured');
      // Accepted once: the record holds one acceptance.
      const record = (await call('/api/tasks/timeline', { taskId: a.id }, client)).body
        .result as TimelineEntry[];
      expect(record.filter((r) => r.action === 'accept')).toHaveLength(1);
    } finally {
      offset -= 30 * DAY;
    }
  });
});

describe('the 14-day rule', () => {
  it('accepts undecided results after 14 days, once, and tells both', async () => {
    const a = await completedAirwork();
    offset += 13 * DAY;
    try {
      await t.app.runDeliveryJobs();
      expect(await paymentOf(a.id)).toMatchObject({ state: 'held' });
      offset += DAY + 60_000;
      const passes = await Promise.all([t.app.runDeliveryJobs(), t.app.runDeliveryJobs()]);
      expect(passes.reduce((n, p) => n + p.accepted, 0)).toBeGreaterThanOrEqual(1);
      expect(await paymentOf(a.id)).toMatchObject({ state: 'captured' });
      const record = (await call('/api/tasks/timeline', { taskId: a.id }, client)).body
        .result as TimelineEntry[];
      expect(record.filter((r) => r.action === 'accept')).toEqual([
        expect.objectContaining({ actor: 'system', fromStatus: 6, toStatus: 6 }),
      ]);
      expect(await subjectsFor(t, client.email)).toContain(
        `Airwork ${a.tasksId} was accepted automatically`,
      );
      expect(await subjectsFor(t, pilot.email)).toContain(
        `Airwork ${a.tasksId} was accepted automatically`,
      );
      expect((await t.app.runDeliveryJobs()).accepted).toBe(0);
    } finally {
      offset = 0;
    }
  });
});

describe('cancelling', () => {
  it('lets the client or an admin cancel before completion and releases the money', async () => {
    const a = await heldAirwork(t, client, pilot);
    await schedule(a.id, dayAfter(2));
    expect((await call('/api/tasks/cancel', { taskId: a.id, reason: 'x' }, pilot)).status).toBe(
      403,
    );
    expect((await call('/api/tasks/cancel', { taskId: a.id, reason: 'x' }, stranger)).status).toBe(
      403,
    );
    const noReason = await call('/api/tasks/cancel', { taskId: a.id, reason: '' }, client);
    expect(noReason.body.message).toBe('task.cancel_reason_need');
    const done = await call(
      '/api/tasks/cancel',
      { taskId: a.id, reason: 'The roof was sold' },
      client,
    );
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ state: 'released' });
    expect(await statusOf(a.id)).toBe(7);
    // A retry finds it cancelled and released.
    const again = await call(
      '/api/tasks/cancel',
      { taskId: a.id, reason: 'The roof was sold' },
      client,
    );
    expect(again.body.result).toMatchObject({ state: 'released' });
    expect(await subjectsFor(t, pilot.email)).toContain(`Airwork ${a.tasksId} was cancelled`);
    expect(await subjectsFor(t, client.email)).toContain(
      `Payment released for Airwork ${a.tasksId}`,
    );

    const b = await heldAirwork(t, client, pilot);
    const byAdmin = await call(
      '/api/tasks/cancel',
      { taskId: b.id, reason: 'Fraud check' },
      adminToken,
    );
    expect(byAdmin.status).toBe(200);
    const record = (await call('/api/tasks/timeline', { taskId: b.id }, adminToken)).body
      .result as TimelineEntry[];
    expect(record.at(-1)).toMatchObject({ action: 'cancel', actor: 'admin', note: 'Fraud check' });

    const c = await completedAirwork();
    const late = await call('/api/tasks/cancel', { taskId: c.id, reason: 'Too late' }, client);
    expect(late.status).toBe(409);
  });
});

describe('the record', () => {
  it('shows every change to the parties and admins only', async () => {
    const a = await completedAirwork();
    const record = (await call('/api/tasks/timeline', { taskId: a.id }, client)).body
      .result as TimelineEntry[];
    expect(record.map((r) => [r.action, r.actor])).toEqual([
      ['create', 'client'],
      ['approve', 'client'],
      ['schedule', 'pilot'],
      ['start', 'system'],
      ['complete', 'pilot'],
    ]);
    expect(record[2]!.note).toBe(today());
    expect((await call('/api/tasks/timeline', { taskId: a.id }, stranger)).status).toBe(403);
    expect((await call('/api/tasks/timeline', { taskId: 999_999 }, client)).status).toBe(404);
  });
});
