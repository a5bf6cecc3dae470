import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Dispute } from '@airwork/shared/disputes/dispute.schema';
import type { CreatedOrder, PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { payments } from '../../db/schema/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { pendingAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';

// A dispute's money at PayPal (a local fake of its REST API): a split captures part of the
// authorization with `final_capture` (PayPal releases the rest); two admins deciding at once
// make one capture call; a provider failure leaves the decision standing, and the retry —
// the admin's or the job's — captures with the same request id; a hold that lapses before the
// retry waits for the client's renewal, and the split is captured from the new authorization.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let paypal: FakePayPal;
let t: TestApp;
let client: Registered;
let pilot: Registered;
let admin: string;

beforeAll(async () => {
  paypal = await startFakePayPal(() => now().getTime());
  t = await buildTestApp({
    now,
    env: {
      PAYPAL_CLIENT_ID: 'fake-id',
      PAYPAL_CLIENT_SECRET: 'fake-secret',
      PAYPAL_API_URL: paypal.url,
      PAYPAL_WEBHOOK_ID: 'WH-FAKE',
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'chief-password',
    },
  });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered | string) =>
  post(t.app, path, body, typeof who === 'string' ? who : who.token);
const captureCalls = (authorizationId: string) =>
  paypal.requests.filter(
    (r) => r.path === `/v2/payments/authorizations/${authorizationId}/capture`,
  );
const decide = (taskId: number, outcome: string, more: Record<string, unknown> = {}) =>
  call('/api/admin/decideDispute', { taskId, outcome, reason: 'Both heard.', ...more }, admin);

/** Held by PayPal ($1,130), delivered, then disputed by the client. */
async function disputedAirwork() {
  const a = await pendingAirwork(t, client, pilot, { salary: '1130' });
  const order = (await call('/api/payment/createOrder', { taskId: a.id, part: 1 }, client)).body
    .result as CreatedOrder;
  paypal.approve(order.orderId);
  await call(
    '/api/payment/authorizeOrder',
    { taskId: a.id, part: 1, orderId: order.orderId },
    client,
  );
  const day = latestCanadianDay(new Date());
  await call('/api/schedule/add', { tasksId: a.id, schedule: day }, pilot);
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot);
  const opened = await call(
    '/api/disputes/open',
    { taskId: a.id, reason: 'quality', statement: 'Half the roof is missing.' },
    client,
  );
  expect(opened.status).toBe(200);
  return a;
}

async function authorizationOf(airworkId: number): Promise<string> {
  const [row] = await t.db
    .select({ authorizationId: payments.authorizationId })
    .from(payments)
    .where(eq(payments.airworkId, airworkId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row!.authorizationId!;
}

describe('a dispute decided against PayPal', () => {
  it('captures part of the authorization for a split, with final_capture releasing the rest', async () => {
    const a = await disputedAirwork();
    const decided = await decide(a.id, 'split', { captureAmount: '678.00' });
    expect(decided.status).toBe(200);
    expect((decided.body.result as Dispute).decision).toMatchObject({
      outcome: 'split',
      capturedAmount: 678,
      releasedAmount: 452,
      settled: true,
    });
    const authorizationId = await authorizationOf(a.id);
    const [capture] = captureCalls(authorizationId);
    expect(capture!.body).toMatchObject({
      amount: { currency_code: 'CAD', value: '678.00' },
      final_capture: true,
    });
    expect(paypal.authorization(authorizationId)).toMatchObject({
      status: 'CAPTURED',
      captured: { value: '678.00' },
    });
  });

  it('makes one capture call when two admins release at once', async () => {
    const a = await disputedAirwork();
    const replies = await Promise.all([decide(a.id, 'release'), decide(a.id, 'release')]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(captureCalls(await authorizationOf(a.id))).toHaveLength(1);
  });

  it('keeps the decision when PayPal fails, and the retry captures once with the same request id', async () => {
    const a = await disputedAirwork();
    paypal.failNext(500, 'INTERNAL_SERVER_ERROR');
    const failed = await decide(a.id, 'split', { captureAmount: '565.00' });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('payment.unavailable');
    const standing = (await call('/api/disputes/get', { taskId: a.id }, client)).body
      .result as Dispute;
    expect(standing.decision).toMatchObject({
      outcome: 'split',
      capturedAmount: 565,
      settled: false,
    });
    // Another decision is refused: the split stands.
    expect((await decide(a.id, 'refund')).body.message).toBe('dispute.already_decided');

    const jobs = await t.app.runDeliveryJobs();
    expect(jobs.settled).toBe(1);
    const authorizationId = await authorizationOf(a.id);
    expect(paypal.authorization(authorizationId)).toMatchObject({
      status: 'CAPTURED',
      captured: { value: '565.00' },
    });
    const ids = new Set(captureCalls(authorizationId).map((r) => r.requestId));
    expect(ids.size).toBe(1);
    const settled = (await call('/api/disputes/get', { taskId: a.id }, pilot)).body
      .result as Dispute;
    expect(settled.decision?.settled).toBe(true);
    // Nothing left to retry.
    expect((await t.app.runDeliveryJobs()).settled).toBe(0);
  });

  it('voids the authorization for a refund, retried after a failure', async () => {
    const a = await disputedAirwork();
    paypal.failNext(500, 'INTERNAL_SERVER_ERROR');
    expect((await decide(a.id, 'refund')).status).toBe(503);
    const retried = await decide(a.id, 'refund');
    expect(retried.status).toBe(200);
    expect((retried.body.result as Dispute).decision).toMatchObject({
      outcome: 'refund',
      settled: true,
    });
    expect(paypal.authorization(await authorizationOf(a.id))?.status).toBe('VOIDED');
  });

  it('waits for a renewal when the hold lapses before a failed capture is retried, then captures the split from it', async () => {
    const a = await disputedAirwork();
    const first = await authorizationOf(a.id);
    paypal.failNext(500, 'INTERNAL_SERVER_ERROR');
    expect((await decide(a.id, 'split', { captureAmount: '565.00' })).status).toBe(503);
    offset += 30 * DAY;
    try {
      // Past its validity the old authorization is not tried again: the client is asked to renew.
      const jobs = await t.app.runDeliveryJobs();
      expect(jobs).toMatchObject({ lapsed: 1, settled: 0 });
      expect(captureCalls(first)).toHaveLength(1);
      const waiting = (await call('/api/disputes/get', { taskId: a.id }, client)).body
        .result as Dispute;
      expect(waiting).toMatchObject({ holdLapsed: true, decision: { settled: false } });
      expect((await t.app.runDeliveryJobs()).settled).toBe(0);

      const order = (await call('/api/payment/createOrder', { taskId: a.id, part: 2 }, client)).body
        .result as CreatedOrder;
      paypal.approve(order.orderId);
      const renewed = await call(
        '/api/payment/authorizeOrder',
        { taskId: a.id, part: 2, orderId: order.orderId },
        client,
      );
      expect(renewed.status).toBe(200);
      // The renewed hold carries the split: whichever job captures it takes 565.00.
      const status = (await call('/api/payment/status', { taskId: a.id }, client)).body
        .result as PaymentStatus;
      expect(status).toMatchObject({ part: 2, state: 'held', totalCents: 56500 });
      expect((await t.app.runDeliveryJobs()).settled).toBe(1);
      const second = await authorizationOf(a.id);
      expect(second).not.toBe(first);
      expect(captureCalls(second)[0]!.body).toMatchObject({
        amount: { currency_code: 'CAD', value: '565.00' },
        final_capture: true,
      });
      const settled = (await call('/api/disputes/get', { taskId: a.id }, pilot)).body
        .result as Dispute;
      expect(settled).toMatchObject({ holdLapsed: false, decision: { settled: true } });
    } finally {
      offset -= 30 * DAY;
    }
  });
});
