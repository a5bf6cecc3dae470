import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { CreatedOrder } from '@airwork/shared/payments/payment.schema';
import { payments } from '../../db/schema/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { pendingAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// Accepting against PayPal (a local fake of its REST API): racing accepts capture once, and a
// provider failure during accept leaves the money held for a retry that captures it.

let paypal: FakePayPal;
let t: TestApp;
let client: Registered;
let pilot: Registered;

beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await buildTestApp({
    env: {
      PAYPAL_CLIENT_ID: 'fake-id',
      PAYPAL_CLIENT_SECRET: 'fake-secret',
      PAYPAL_API_URL: paypal.url,
      PAYPAL_WEBHOOK_ID: 'WH-FAKE',
    },
  });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered) =>
  post(t.app, path, body, who.token);
const captureCalls = (authorizationId: string) =>
  paypal.requests.filter(
    (r) => r.path === `/v2/payments/authorizations/${authorizationId}/capture`,
  );

/** Held by PayPal, scheduled for today, started, a file recorded, submitted: status 6. */
async function completedAirwork() {
  const a = await pendingAirwork(t, client, pilot, { salary: '1130' });
  const order = (await call('/api/payment/createOrder', { taskId: a.id, part: 1 }, client)).body
    .result as CreatedOrder;
  paypal.approve(order.orderId);
  const held = await call(
    '/api/payment/authorizeOrder',
    { taskId: a.id, part: 1, orderId: order.orderId },
    client,
  );
  expect(held.body.result).toMatchObject({ state: 'held' });
  const day = latestCanadianDay(new Date());
  expect((await call('/api/schedule/add', { tasksId: a.id, schedule: day }, pilot)).status).toBe(
    200,
  );
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  expect(
    (await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot)).status,
  ).toBe(200);
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

describe('accepting against PayPal', () => {
  it('captures once when fifty accepts arrive at once', async () => {
    const a = await completedAirwork();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call('/api/tasks/acceptOrder', { taskId: a.id }, client)),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(replies[0]!.body.result).toMatchObject({ state: 'captured', totalCents: 113_000 });
    const authorizationId = await authorizationOf(a.id);
    expect(captureCalls(authorizationId)).toHaveLength(1);
    expect(paypal.authorization(authorizationId)?.status).toBe('CAPTURED');
  });

  it('keeps the money held when PayPal fails during accept, and captures on the retry', async () => {
    const a = await completedAirwork();
    paypal.failNext(500, 'INTERNAL_SERVER_ERROR');
    const failed = await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('payment.unavailable');
    const status = await call('/api/payment/status', { taskId: a.id }, client);
    expect(status.body.result).toMatchObject({ state: 'held' });

    const retried = await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    expect(retried.status).toBe(200);
    expect(retried.body.result).toMatchObject({ state: 'captured' });
    const authorizationId = await authorizationOf(a.id);
    expect(paypal.authorization(authorizationId)?.status).toBe('CAPTURED');
    // The failed attempt and the retry carried the same request id: one capture at PayPal.
    const ids = new Set(captureCalls(authorizationId).map((r) => r.requestId));
    expect(ids.size).toBe(1);
  });

  it('leaves a capture PayPal refused to the scheduled retry', async () => {
    const a = await completedAirwork();
    paypal.failNext(503, 'SERVICE_UNAVAILABLE');
    expect((await call('/api/tasks/acceptOrder', { taskId: a.id }, client)).status).toBe(503);
    expect((await t.app.runDeliveryJobs()).captured).toBe(1);
    const status = await call('/api/payment/status', { taskId: a.id }, client);
    expect(status.body.result).toMatchObject({ state: 'captured' });
  });

  it('answers other calls while PayPal is slow: no transaction waits on the provider', async () => {
    const a = await completedAirwork();
    const other = await completedAirwork();
    paypal.delayNext(2_000);
    let accepted = false;
    const accepting = call('/api/tasks/acceptOrder', { taskId: a.id }, client).then((r) => {
      accepted = true;
      return r;
    });
    // Until the capture is recorded the money reads as held, and other requests — reads and
    // writes, on this Airwork's rows and others' — are answered meanwhile (on PGlite, one
    // connection: any transaction held open across the call would make them wait).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const status = await call('/api/payment/status', { taskId: a.id }, client);
    expect(status.body.result).toMatchObject({ state: 'held' });
    const timeline = await call('/api/tasks/timeline', { taskId: other.id }, pilot);
    expect(timeline.status).toBe(200);
    const rated = await call(
      '/api/rating/add',
      { taskId: other.id, userId: client.id, rating: 5, comments: 'Clear brief' },
      pilot,
    );
    expect(rated.status).toBe(200);
    expect(accepted).toBe(false);
    // A second accept meanwhile waits for the capture in flight instead of capturing again.
    const [first, second] = await Promise.all([
      accepting,
      call('/api/tasks/acceptOrder', { taskId: a.id }, client),
    ]);
    expect(first.body.result).toMatchObject({ state: 'captured' });
    expect(second.body.result).toMatchObject({ state: 'captured' });
    expect(captureCalls(await authorizationOf(a.id))).toHaveLength(1);
  });

  it('takes over a capture whose claimant died, with the same request id', async () => {
    const a = await completedAirwork();
    // A capture claimed by an instance that stopped before recording it: the lease ran out.
    await t.db
      .update(payments)
      .set({ providerCall: 'capture', providerCallUntil: new Date(Date.now() - 1_000) })
      .where(eq(payments.airworkId, a.id));
    const accepted = await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    expect(accepted.body.result).toMatchObject({ state: 'captured' });
    const [row] = await t.db.select().from(payments).where(eq(payments.airworkId, a.id));
    expect(row).toMatchObject({ state: 'captured', providerCall: null, providerCallUntil: null });
  });
});
