import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispute, DisputeQueue } from '@airwork/shared/disputes/dispute.schema';
import type { PaymentStatus } from '@airwork/shared/payments/payment.schema';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import {
  completedAirwork,
  heldAirwork,
  pendingAirwork,
  subjectsFor,
  verifiedPilot,
} from '../../test/airworks';
import { uploadDocument } from '../../test/documents';

// Disputes (issue 25) against the built-in sandbox provider, with a movable clock: who may
// open, add to and read a dispute; that the Airwork and its timers stand still; each
// decision's money; one decision when two admins press at once.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const today = () => latestCanadianDay(now());

let t: TestApp;
let client: Registered;
let pilot: Registered;
let otherPilot: Registered;
let otherClient: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    now,
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' },
  });
  client = await registerUser(t.app, { role_id: 2 });
  otherClient = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  otherPilot = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered | string) =>
  post(t.app, path, body, typeof who === 'string' ? who : who.token);
const open = (taskId: number, who: Registered = client, more: Record<string, unknown> = {}) =>
  call(
    '/api/disputes/open',
    { taskId, reason: 'quality', statement: 'The photos are blurred.', ...more },
    who,
  );
const decide = (taskId: number, outcome: string, more: Record<string, unknown> = {}) =>
  call(
    '/api/admin/decideDispute',
    { taskId, outcome, reason: 'Looked at both sides.', ...more },
    admin,
  );
const statusOf = async (id: number) =>
  ((await call('/api/tasks/getTaskById', { taskId: id }, client)).body.result as { status: number })
    .status;
const paymentOf = async (id: number) =>
  (await call('/api/payment/status', { taskId: id }, client)).body.result as PaymentStatus;
const delivered = () => completedAirwork(t, client, pilot, today());

describe('opening a dispute', () => {
  it('lets the client or the hired pilot dispute a delivered Airwork whose money is held', async () => {
    const a = await delivered();
    expect((await open(a.id, otherPilot)).status).toBe(403);
    expect((await open(a.id, otherClient)).status).toBe(403);
    expect(
      (await call('/api/disputes/open', { taskId: a.id, reason: 'quality', statement: 'x' }, admin))
        .status,
    ).toBe(403);

    const opened = await open(a.id, pilot, {
      reason: 'clientUnresponsive',
      statement: 'No answer for a week.',
    });
    expect(opened.status).toBe(200);
    const d = opened.body.result as Dispute;
    expect(d).toMatchObject({
      taskId: a.id,
      state: 'open',
      reason: 'clientUnresponsive',
      openedBy: 'pilot',
      fromStatus: 6,
      decision: null,
    });
    expect(d.statements).toEqual([
      expect.objectContaining({ author: 'pilot', text: 'No answer for a week.', files: [] }),
    ]);
    expect(d.holdAmount).toBeGreaterThan(0);
    expect(await statusOf(a.id)).toBe(8);
    // The client hears of it: a mail and a notification.
    expect(await subjectsFor(t, client.email)).toContainEqual(
      expect.stringContaining('A dispute was opened'),
    );
    const notes = await call('/api/notifications/list', { page: 1, size: 20 }, client);
    expect((notes.body.result as { data: { kind: string; taskId: number }[] }).data).toContainEqual(
      expect.objectContaining({ kind: 'disputeOpened', taskId: a.id }),
    );

    const again = await open(a.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('dispute.already_open');
  });

  it('refuses an Airwork not under way, not held, or already accepted', async () => {
    const pending = await pendingAirwork(t, client, pilot);
    const unpaid = await open(pending.id);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('dispute.not_allowed');

    const held = await heldAirwork(t, client, pilot);
    expect((await open(held.id)).body.message).toBe('dispute.not_allowed');

    const accepted = await delivered();
    expect((await call('/api/tasks/acceptOrder', { taskId: accepted.id }, client)).status).toBe(
      200,
    );
    const late = await open(accepted.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('dispute.not_allowed');
  });

  it('refuses a missing reason or statement, and files that are not the author’s evidence', async () => {
    const a = await delivered();
    const noReason = await call('/api/disputes/open', { taskId: a.id, statement: 'x' }, client);
    expect(noReason.body.message).toBe('dispute.reason_needed');
    const noStatement = await open(a.id, client, { statement: '  ' });
    expect(noStatement.body.message).toBe('dispute.statement_needed');
    const notMine = await uploadDocument(t.app, pilot, undefined, 'a.png', 'evidence');
    const wrongKind = await uploadDocument(t.app, client, undefined, 'b.png', 'message');
    for (const id of [notMine.id, wrongKind.id]) {
      const refused = await open(a.id, client, { attachmentIds: [id] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('dispute.attachment_unknown');
    }
    expect(await statusOf(a.id)).toBe(6);
  });

  it('refuses half a surrogate pair in a statement or a decision reason with 400, not 500', async () => {
    const a = await delivered();
    // Valid JSON, but PostgreSQL cannot store it (the probe's 500, issue 45).
    const lone = await open(a.id, client, { statement: 'x\ud800y' });
    expect(lone.status).toBe(400);
    expect(lone.body.message).toBe('common.invalid_characters');
    expect((await open(a.id)).status).toBe(200);
    const reason = await decide(a.id, 'release', { reason: 'Looked \udc00' });
    expect(reason.status).toBe(400);
    // Still disputed: the refused decision moved nothing.
    expect(await statusOf(a.id)).toBe(8);
  });
});

describe('while disputed', () => {
  it('stops the 14-day auto-accept and every other move', async () => {
    const a = await delivered();
    expect((await open(a.id)).status).toBe(200);
    offset += 20 * DAY;
    try {
      await t.app.runDeliveryJobs();
      expect(await statusOf(a.id)).toBe(8);
      expect((await paymentOf(a.id)).state).toBe('held');
      for (const [path, who] of [
        ['/api/tasks/acceptOrder', client],
        ['/api/tasks/rejectOrder', client],
        ['/api/tasks/completeOrder', pilot],
      ] as const) {
        const refused = await call(path, { taskId: a.id, comments: 'x' }, who);
        expect(refused.status).toBe(409);
      }
      expect((await call('/api/tasks/cancel', { taskId: a.id, reason: 'x' }, client)).status).toBe(
        409,
      );
    } finally {
      offset -= 20 * DAY;
    }
  });

  it('lets both sides and admins add statements with files; strangers neither add nor read', async () => {
    const a = await delivered();
    expect((await open(a.id)).status).toBe(200);
    const photo = await uploadDocument(t.app, pilot, undefined, 'proof.png', 'evidence');
    const added = await call(
      '/api/disputes/add',
      { taskId: a.id, statement: 'They are sharp at full size.', attachmentIds: [photo.id] },
      pilot,
    );
    expect(added.status).toBe(200);
    const d = added.body.result as Dispute;
    expect(d.statements).toHaveLength(2);
    expect(d.statements[1]).toMatchObject({
      author: 'pilot',
      files: [expect.objectContaining({ name: 'proof.png' })],
    });
    // The file opens through its signed link.
    const file = await t.app.inject({ method: 'GET', url: d.statements[1]!.files[0]!.url });
    expect(file.statusCode).toBe(200);
    // A file goes with one statement only.
    const reused = await call(
      '/api/disputes/add',
      { taskId: a.id, attachmentIds: [photo.id] },
      pilot,
    );
    expect(reused.body.message).toBe('dispute.attachment_unknown');

    const asked = await call(
      '/api/disputes/add',
      { taskId: a.id, statement: 'Which photos?' },
      admin,
    );
    expect(asked.status).toBe(200);
    expect((asked.body.result as Dispute).statements[2]).toMatchObject({
      author: 'admin',
      authorName: '',
    });
    expect(await subjectsFor(t, pilot.email)).toContainEqual(
      expect.stringContaining('New statement in the dispute'),
    );

    for (const who of [otherPilot, otherClient]) {
      expect((await call('/api/disputes/get', { taskId: a.id }, who)).status).toBe(403);
      expect((await call('/api/disputes/add', { taskId: a.id, statement: 'hi' }, who)).status).toBe(
        403,
      );
    }
    const empty = await call('/api/disputes/add', { taskId: a.id, statement: '' }, client);
    expect(empty.body.message).toBe('dispute.statement_needed');
    for (const who of [client, pilot, admin]) {
      const read = await call('/api/disputes/get', { taskId: a.id }, who);
      expect((read.body.result as Dispute).statements).toHaveLength(3);
    }
  });

  it('answers 404 for an Airwork without a dispute', async () => {
    const a = await delivered();
    const none = await call('/api/disputes/get', { taskId: a.id }, client);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('dispute.not_found');
  });
});

describe('the admins’ queue', () => {
  it('lists open disputes oldest first, for admins only', async () => {
    const first = await delivered();
    expect((await open(first.id)).status).toBe(200);
    offset += 1000;
    const second = await delivered();
    expect((await open(second.id, pilot, { reason: 'other' })).status).toBe(200);
    offset -= 1000;
    expect((await call('/api/admin/disputes', { page: 1, size: 80 }, client)).status).toBe(403);
    const queue = (await call('/api/admin/disputes', { page: 1, size: 80 }, admin)).body
      .result as DisputeQueue;
    const ids = queue.data.map((d) => d.taskId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.data.find((d) => d.taskId === second.id)).toMatchObject({
      openedBy: 'pilot',
      reason: 'other',
      statements: 1,
      outcome: null,
    });
    expect(queue.total).toBeGreaterThanOrEqual(2);
  });
});

describe('deciding', () => {
  it('releases the hold to the pilot in full: captured, accepted, both told', async () => {
    const a = await delivered();
    await open(a.id);
    const before = await paymentOf(a.id);
    const decided = await decide(a.id, 'release');
    expect(decided.status).toBe(200);
    expect((decided.body.result as Dispute).decision).toMatchObject({
      outcome: 'release',
      capturedAmount: before.totalCents / 100,
      releasedAmount: 0,
      settled: true,
    });
    expect(await statusOf(a.id)).toBe(6);
    expect(await paymentOf(a.id)).toMatchObject({ state: 'captured' });
    for (const who of [client, pilot]) {
      expect(await subjectsFor(t, who.email)).toContainEqual(
        expect.stringContaining('charged for the pilot'),
      );
    }
    const timeline = (await call('/api/tasks/timeline', { taskId: a.id }, client)).body
      .result as TimelineEntry[];
    expect(timeline.map((e) => e.action).slice(-2)).toEqual(['dispute', 'settle']);
    expect(timeline.at(-1)).toMatchObject({ actor: 'admin', note: 'Looked at both sides.' });
    // The queue no longer lists it; the decided list does.
    const queue = (await call('/api/admin/disputes', { page: 1, size: 80 }, admin)).body
      .result as DisputeQueue;
    expect(queue.data.map((d) => d.taskId)).not.toContain(a.id);
    const done = (await call('/api/admin/disputes', { page: 1, size: 80, state: 'decided' }, admin))
      .body.result as DisputeQueue;
    expect(done.data[0]).toMatchObject({ taskId: a.id, outcome: 'release' });
    // No more statements; ratings stay possible.
    expect(
      (await call('/api/disputes/add', { taskId: a.id, statement: 'late' }, client)).body.message,
    ).toBe('dispute.closed');
    const rated = await call(
      '/api/rating/add',
      { taskId: a.id, userId: pilot.id, rating: 3, comments: 'Settled by the admin.' },
      client,
    );
    expect(rated.status).toBe(200);
  });

  it('refunds the client: the hold is voided and the Airwork cancelled; ratings stay possible', async () => {
    const a = await completedAirwork(t, client, pilot, today());
    await open(a.id, client, { reason: 'notDelivered' });
    const decided = await decide(a.id, 'refund');
    expect(decided.status).toBe(200);
    expect((decided.body.result as Dispute).decision).toMatchObject({
      outcome: 'refund',
      capturedAmount: 0,
      settled: true,
    });
    expect(await statusOf(a.id)).toBe(7);
    expect(await paymentOf(a.id)).toMatchObject({ state: 'released' });
    const rated = await call(
      '/api/rating/add',
      { taskId: a.id, userId: client.id, rating: 2, comments: 'Disputed.' },
      pilot,
    );
    expect(rated.status).toBe(200);
  });

  it('splits: captures the amount decided and releases the rest; a split of the hold or more is refused', async () => {
    const a = await delivered();
    await open(a.id);
    const hold = (await paymentOf(a.id)).totalCents;
    for (const amount of [hold / 100, hold / 100 + 1, 0]) {
      const refused = await decide(a.id, 'split', { captureAmount: amount });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('dispute.split_amount');
    }
    expect((await decide(a.id, 'split')).body.message).toBe('dispute.split_amount');
    expect((await decide(a.id, 'release', { captureAmount: 10 })).body.message).toBe(
      'dispute.split_amount',
    );
    expect(await statusOf(a.id)).toBe(8);

    const sixty = Math.round(hold * 0.6) / 100;
    const decided = await decide(a.id, 'split', { captureAmount: sixty });
    expect(decided.status).toBe(200);
    expect((decided.body.result as Dispute).decision).toMatchObject({
      outcome: 'split',
      capturedAmount: sixty,
      releasedAmount: (hold - Math.round(hold * 0.6)) / 100,
    });
    expect(await paymentOf(a.id)).toMatchObject({ state: 'captured' });
    expect(await statusOf(a.id)).toBe(6);
    expect((await paymentOf(a.id)).totalCents).toBe(Math.round(hold * 0.6));
    // The client's list of payments shows what was charged, not what was held.
    const listed = (await call('/api/payment/clientPayments', { page: 1, size: 80 }, client)).body
      .result as { data: { taskId: number; amountCents: number; state: string }[] };
    expect(listed.data.find((p) => p.taskId === a.id)).toMatchObject({
      state: 'captured',
      amountCents: Math.round(hold * 0.6),
    });
  });

  it('takes one decision when two admins press at once; another decision afterwards is refused', async () => {
    const a = await delivered();
    await open(a.id);
    const [x, y] = await Promise.all([decide(a.id, 'release'), decide(a.id, 'refund')]);
    const statuses = [x.status, y.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = x.status === 409 ? x : y;
    expect(loser.body.message).toBe('dispute.already_decided');
    const winner = (x.status === 200 ? x : y).body.result as Dispute;
    const state = (await paymentOf(a.id)).state;
    expect(state).toBe(winner.decision!.outcome === 'release' ? 'captured' : 'released');
    // The same decision again is answered as it stands.
    expect((await decide(a.id, winner.decision!.outcome)).status).toBe(200);
  });

  it('is for admins only, and for an Airwork with a dispute', async () => {
    const a = await delivered();
    expect((await decide(a.id, 'release')).body.message).toBe('dispute.not_found');
    await open(a.id);
    for (const who of [client, pilot]) {
      const refused = await call(
        '/api/admin/decideDispute',
        { taskId: a.id, outcome: 'release', reason: 'mine' },
        who,
      );
      expect(refused.status).toBe(403);
    }
    expect(await statusOf(a.id)).toBe(8);
  });
});

describe('a hold that lapses during the dispute', () => {
  const renew = async (taskId: number) => {
    const order = await call('/api/payment/createOrder', { taskId, part: 2 }, client);
    expect(order.status).toBe(200);
    const { orderId } = order.body.result as { orderId: string };
    return call('/api/payment/authorizeOrder', { taskId, part: 2, orderId }, client);
  };
  const disputeOf = async (taskId: number, who: Registered | string = client) =>
    (await call('/api/disputes/get', { taskId }, who)).body.result as Dispute;

  it('asks the client to renew it; until then only a refund takes effect; renewed, the decision pays', async () => {
    const a = await delivered();
    await open(a.id);
    const hold = (await paymentOf(a.id)).totalCents;
    expect((await disputeOf(a.id)).holdLapsed).toBe(false);
    offset += 30 * DAY;
    try {
      // Past its validity the hold can no longer pay the pilot, in full or in part.
      expect((await disputeOf(a.id, admin)).holdLapsed).toBe(true);
      for (const refused of [
        await decide(a.id, 'release'),
        await decide(a.id, 'split', { captureAmount: hold / 200 }),
      ]) {
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('payment.expired');
      }
      expect(await statusOf(a.id)).toBe(8);

      // The job marks it lapsed and asks the client, once, by mail and notification.
      expect((await t.app.runDeliveryJobs()).lapsed).toBeGreaterThanOrEqual(1);
      expect((await paymentOf(a.id)).state).toBe('expired');
      await t.app.runDeliveryJobs();
      const asked = (await subjectsFor(t, client.email)).filter(
        (s) => s === `Hold the money again for Airwork ${a.tasksId}`,
      );
      expect(asked).toHaveLength(1);
      const notes = (await call('/api/notifications/list', { page: 1, size: 80 }, client)).body
        .result as { data: { kind: string; taskId: number }[] };
      expect(notes.data).toContainEqual(
        expect.objectContaining({ kind: 'disputeHoldLapsed', taskId: a.id }),
      );
      // Only the client renews it, in the dispute.
      const byPilot = await call('/api/payment/createOrder', { taskId: a.id, part: 2 }, pilot);
      expect(byPilot.status).toBe(403);
      expect((await renew(a.id)).status).toBe(200);
      const renewed = await disputeOf(a.id, pilot);
      expect(renewed.holdLapsed).toBe(false);
      expect(Date.parse(renewed.holdExpiresAt!)).toBeGreaterThan(now().getTime());

      const sixty = Math.round(hold * 0.6);
      const decided = await decide(a.id, 'split', { captureAmount: sixty / 100 });
      expect(decided.status).toBe(200);
      expect((decided.body.result as Dispute).decision).toMatchObject({
        outcome: 'split',
        capturedAmount: sixty / 100,
        settled: true,
      });
      expect(await paymentOf(a.id)).toMatchObject({ state: 'captured', totalCents: sixty });
      expect(await statusOf(a.id)).toBe(6);
    } finally {
      offset -= 30 * DAY;
    }
  });

  it('may be renewed before the job has marked the hold lapsed', async () => {
    const a = await delivered();
    await open(a.id);
    offset += 30 * DAY;
    try {
      expect((await paymentOf(a.id)).state).toBe('held');
      expect((await renew(a.id)).status).toBe(200);
      expect(await disputeOf(a.id)).toMatchObject({ holdLapsed: false });
      expect((await decide(a.id, 'release')).status).toBe(200);
      expect((await paymentOf(a.id)).state).toBe('captured');
    } finally {
      offset -= 30 * DAY;
    }
  });

  it('may still be refunded without a renewal: nothing was charged', async () => {
    const a = await delivered();
    await open(a.id);
    offset += 30 * DAY;
    try {
      const decided = await decide(a.id, 'refund');
      expect(decided.status).toBe(200);
      expect((decided.body.result as Dispute).decision).toMatchObject({
        outcome: 'refund',
        capturedAmount: 0,
        settled: true,
      });
      expect(await statusOf(a.id)).toBe(7);
      expect((await paymentOf(a.id)).state).not.toBe('captured');
    } finally {
      offset -= 30 * DAY;
    }
  });
});
