import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { CreatedOrder, PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { createPayPalProvider } from '../../adapters/payments/paypal-provider';
import { payments } from '../../db/schema/payments';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { pendingAirwork, verifiedPilot } from '../../test/airworks';
import { startFakePayPal, type FakePayPal } from '../../test/fake-paypal';
import { testNotices } from '../../test/notices';
import { createPaymentsService } from './payment-use-cases';
import { createLocalStorage } from '../../adapters/storage/file-storage';
import path from 'node:path';

// PayPal REST against a local fake that answers PayPal's documented shapes; nothing leaves
// the machine.

let paypal: FakePayPal;
let t: TestApp;
let client: Registered;
let pilot: Registered;
const DAY = 24 * 60 * 60 * 1000;
const options = () => ({
  apiUrl: paypal.url,
  clientId: 'fake-id',
  clientSecret: 'fake-secret',
  webhookId: 'WH-FAKE',
});

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

const createOrder = async (taskId: number) =>
  (await post(t.app, '/api/payment/createOrder', { taskId, part: 1 }, client.token)).body
    .result as CreatedOrder;
const authorize = (taskId: number, orderId: string) =>
  post(t.app, '/api/payment/authorizeOrder', { taskId, part: 1, orderId }, client.token);

async function paymentRow(airworkId: number) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.airworkId, airworkId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row!;
}

/** An Airwork whose money PayPal holds. */
async function heldAirwork() {
  const { id, tasksId } = await pendingAirwork(t, client, pilot, { salary: '1130' });
  const { orderId } = await createOrder(id);
  paypal.approve(orderId);
  expect((await authorize(id, orderId)).body.result).toMatchObject({ state: 'held' });
  return { id, tasksId, orderId, authorizationId: (await paymentRow(id)).authorizationId! };
}

/** The payments use cases on the test database with PayPal and a clock we move. */
function servicesAt(clock: { now: Date }, timeoutMs?: number) {
  return createPaymentsService({
    db: t.db,
    provider: createPayPalProvider({ ...options(), timeoutMs }),
    notices: testNotices(t, { now: () => clock.now }),
    now: () => clock.now,
    feeBasisPoints: t.config.platformFeeBasisPoints,
    signingSecret: t.config.signingSecret,
    business: t.config.business,
    storage: createLocalStorage(path.join(t.config.dataDir, 'files')),
  });
}

describe('PayPal orders', () => {
  it('creates an AUTHORIZE order for the price in our database, and holds it once approved', async () => {
    const { id, tasksId } = await pendingAirwork(t, client, pilot, { salary: '1130' });
    const order = await createOrder(id);
    expect(order.provider).toBe('paypal');
    const sent = paypal.requests.find(
      (r) => r.path === '/v2/checkout/orders' && JSON.stringify(r.body).includes(tasksId),
    )!;
    expect(sent.body).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [
        { invoice_id: `${tasksId}-1`, amount: { currency_code: 'CAD', value: '1130.00' } },
      ],
    });
    expect(sent.requestId).toBeTruthy();

    // Not yet approved by the buyer: PayPal refuses and nothing changes.
    const early = await authorize(id, order.orderId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('payment.refused');
    expect((await paymentRow(id)).state).toBe('created');

    paypal.approve(order.orderId);
    const held = (await authorize(id, order.orderId)).body.result as PaymentStatus;
    expect(held).toMatchObject({ state: 'held', provider: 'paypal', totalCents: 113_000 });
    expect(Date.parse(held.expiresAt!) - Date.parse(held.authorizedAt!)).toBeGreaterThan(28 * DAY);
  });

  it('tells the client plainly when PayPal fails, and changes nothing', async () => {
    const { id } = await pendingAirwork(t, client, pilot);
    paypal.failNext(500, 'INTERNAL_SERVER_ERROR');
    const down = await post(t.app, '/api/payment/createOrder', { taskId: id }, client.token);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('payment.unavailable');
    // The envelope says "failure" for a part away, as it always has; the HTTP status says which.
    expect(down.body.code).toBe(500);
    expect(await t.db.select().from(payments).where(eq(payments.airworkId, id))).toEqual([]);
  });

  it('voids an authorization whose amount is not the one asked for', async () => {
    const { id } = await pendingAirwork(t, client, pilot, { salary: '500' });
    const { orderId } = await createOrder(id);
    paypal.approve(orderId);
    paypal.tamperNextAuthorization('5.00');
    const reply = await authorize(id, orderId);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('payment.amount_mismatch');
    const voided = paypal.requests.findLast((r) => r.path.endsWith('/void'))!;
    expect(paypal.authorization(voided.path.split('/')[4]!)?.status).toBe('VOIDED');
    expect((await paymentRow(id)).state).toBe('created');
  });
});

describe('capture, reauthorize and void', () => {
  it('captures within the honor period exactly once, even when asked twice at once', async () => {
    const { id, authorizationId } = await heldAirwork();
    const clock = { now: new Date() };
    const service = servicesAt(clock);
    const [a, b] = await Promise.all([service.capture(id), service.capture(id)]);
    expect(a.state).toBe('captured');
    expect(b.state).toBe('captured');
    expect(
      paypal.requests.filter((r) => r.path.includes(`${authorizationId}/capture`)),
    ).toHaveLength(1);
    expect(paypal.authorization(authorizationId)?.status).toBe('CAPTURED');
  });

  it('reauthorizes once after the 3-day honor period, then captures', async () => {
    const { id, authorizationId } = await heldAirwork();
    const clock = { now: new Date(Date.now() + 5 * DAY) };
    const captured = await servicesAt(clock).capture(id);
    expect(captured.state).toBe('captured');
    const calls = paypal.requests.filter((r) => r.path.includes('/v2/payments/authorizations/'));
    const mine = calls.slice(calls.findIndex((r) => r.path.includes(authorizationId)));
    expect(mine.map((r) => r.path.split('/').pop())).toEqual(['reauthorize', 'capture']);
    expect(mine[0]!.body).toEqual({ amount: { currency_code: 'CAD', value: '1130.00' } });
    const row = await paymentRow(id);
    expect(row.authorizationId).not.toBe(authorizationId);
    expect(row.reauthorizedAt).not.toBeNull();
  });

  it('cannot capture after the 29-day validity: the hold expires and a new one (part 2) is due', async () => {
    const { id } = await heldAirwork();
    const clock = { now: new Date(Date.now() + 30 * DAY) };
    await expect(servicesAt(clock).capture(id)).rejects.toMatchObject({
      messageCode: 'payment.expired',
    });
    expect((await paymentRow(id)).state).toBe('expired');
    const renewal = await post(
      t.app,
      '/api/payment/createOrder',
      { taskId: id, part: 2 },
      client.token,
    );
    expect(renewal.status).toBe(200);
  });

  it('a capture that timed out is retried with the same request id: PayPal applies it once', async () => {
    const { id, authorizationId } = await heldAirwork();
    const clock = { now: new Date() };
    paypal.delayNext(400);
    await expect(servicesAt(clock, 100).capture(id)).rejects.toMatchObject({
      messageCode: 'payment.timeout',
    });
    expect((await paymentRow(id)).state).toBe('held');
    await new Promise((r) => setTimeout(r, 500));
    expect((await servicesAt(clock).capture(id)).state).toBe('captured');
    const captures = paypal.requests.filter((r) => r.path.includes(`${authorizationId}/capture`));
    expect(captures).toHaveLength(2);
    expect(new Set(captures.map((r) => r.requestId)).size).toBe(1);
  });

  it('voids the hold on release, once', async () => {
    const { id, authorizationId } = await heldAirwork();
    const service = servicesAt({ now: new Date() });
    expect((await service.release(id)).state).toBe('released');
    expect((await service.release(id)).state).toBe('released');
    expect(paypal.authorization(authorizationId)?.status).toBe('VOIDED');
    await expect(service.capture(id)).rejects.toMatchObject({ messageCode: 'payment.not_due' });
  });

  it('maps PayPal refusals and unreachable servers', async () => {
    const provider = createPayPalProvider({ ...options(), apiUrl: 'http://127.0.0.1:9' });
    await expect(provider.void('AUTH-X', 'r1')).rejects.toBeInstanceOf(PaymentProviderError);
    const live = createPayPalProvider(options());
    await expect(live.void('AUTH-UNKNOWN', 'r2')).rejects.toMatchObject({
      kind: 'refused',
      issue: 'INVALID_RESOURCE_ID',
    });
  });
});

describe('the PayPal webhook', () => {
  const deliver = (event: Record<string, unknown>, signature = 'valid-signature') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/paypal',
      payload: event,
      headers: {
        'paypal-transmission-id': `T-${String(event.id)}`,
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': signature,
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT',
        'paypal-auth-algo': 'SHA256withRSA',
      },
    });

  it('applies a verified event once; a replay is acknowledged and changes nothing', async () => {
    const { id, authorizationId } = await heldAirwork();
    const event = {
      id: `WH-${authorizationId}`,
      event_type: 'PAYMENT.AUTHORIZATION.VOIDED',
      resource: { id: authorizationId },
    };
    const first = await deliver(event);
    expect(first.json()).toMatchObject({ code: 200, result: { applied: true } });
    expect((await paymentRow(id)).state).toBe('released');
    const again = await deliver(event);
    expect(again.json()).toMatchObject({ code: 200, result: { applied: false } });
  });

  it('holds the money of an approved order whose buyer never came back', async () => {
    const { id } = await pendingAirwork(t, client, pilot);
    const { orderId } = await createOrder(id);
    paypal.approve(orderId);
    const reply = await deliver({
      id: `WH-${orderId}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: orderId },
    });
    expect(reply.json()).toMatchObject({ result: { applied: true } });
    expect((await paymentRow(id)).state).toBe('held');
    // The browser arrives late: nothing more happens.
    expect((await authorize(id, orderId)).body.result).toMatchObject({ state: 'held' });
  });

  it('refuses a delivery PayPal does not vouch for', async () => {
    const { id, authorizationId } = await heldAirwork();
    const forged = await deliver(
      {
        id: 'WH-FORGED',
        event_type: 'PAYMENT.AUTHORIZATION.VOIDED',
        resource: { id: authorizationId },
      },
      'forged',
    );
    expect(forged.statusCode).toBe(400);
    expect((await paymentRow(id)).state).toBe('held');
  });
});
