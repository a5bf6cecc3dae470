import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedOrder,
  PaymentStatus,
  TaskWithTax,
} from '@airwork/shared/payments/payment.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { pendingAirwork, postAirwork, subjectsFor, verifiedPilot } from '../../test/airworks';

// The built-in sandbox provider, through the API.

let t: TestApp;
let client: Registered;
let stranger: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  stranger = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered) =>
  post(t.app, path, body, who.token);
const createOrder = (taskId: number, who = client, extra: Record<string, unknown> = {}) =>
  call('/api/payment/createOrder', { taskId, part: 1, ...extra }, who);
const authorize = (taskId: number, orderId: string, who = client) =>
  call('/api/payment/authorizeOrder', { taskId, part: 1, orderId }, who);
const status = async (taskId: number, who = client) =>
  (await call('/api/payment/status', { taskId }, who)).body.result as PaymentStatus;

describe('the price detail', () => {
  it("takes the province sales tax out of the price, in cents and in the spec's dollars", async () => {
    const { id, tasksId } = await postAirwork(t, client, { salary: '1130', province: 'Ontario' });
    const reply = await call('/api/tasks/getTaskWithTaxById', { taskId: id, part: 1 }, client);
    expect(reply.body.result as TaskWithTax).toEqual({
      taskId: id,
      tasksId,
      title: 'Roof inspection of a downtown office tower',
      part: 1,
      salary: 1130,
      tax: 130,
      subtotalCents: 100_000,
      taxCents: 13_000,
      totalCents: 113_000,
      taxLabel: 'HST 13%',
      province: 'Ontario',
      currency: 'CAD',
    });
    const quebec = await postAirwork(t, client, { salary: '1149.75', province: 'Québec' });
    const qc = await call('/api/tasks/getTaskWithTaxById', { taskId: quebec.id }, client);
    expect(qc.body.result).toMatchObject({
      salary: 1149.75,
      tax: 149.75,
      taxCents: 14_975,
      taxLabel: 'GST 5% + QST 9.975%',
    });
    expect((await call('/api/tasks/getTaskWithTaxById', { taskId: id }, stranger)).status).toBe(
      403,
    );
    const part3 = await call('/api/tasks/getTaskWithTaxById', { taskId: id, part: 3 }, client);
    expect(part3.status).toBe(400);
    expect(part3.body.message).toBe('payment.part_invalid');
  });
});

describe('holding the money (sandbox)', () => {
  it('is not due before a pilot is approved, nor for another part', async () => {
    const { id } = await postAirwork(t, client);
    const early = await createOrder(id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('payment.not_due');
    const pending = await pendingAirwork(t, client, pilot);
    expect((await createOrder(pending.id, client, { part: 2 })).body.message).toBe(
      'payment.not_due',
    );
    expect((await createOrder(pending.id, client, { part: 0 })).status).toBe(400);
  });

  it('holds the Airwork price from our database, whatever the browser sends', async () => {
    const { id, tasksId } = await pendingAirwork(t, client, pilot, { salary: '2260' });
    expect(await status(id)).toMatchObject({ state: 'none' });
    const order = (await createOrder(id, client, { amount: 1, salary: 1, totalCents: 100 })).body
      .result as CreatedOrder;
    expect(order.provider).toBe('sandbox');
    expect(await status(id)).toMatchObject({ state: 'created', totalCents: 226_000 });

    const held = await authorize(id, order.orderId);
    expect(held.status).toBe(200);
    expect(held.body.result).toMatchObject({
      state: 'held',
      part: 1,
      totalCents: 226_000,
      taxCents: 26_000,
      subtotalCents: 200_000,
      currency: 'CAD',
    });
    const s = held.body.result as PaymentStatus;
    const honor = Date.parse(s.honorUntil!) - Date.parse(s.authorizedAt!);
    expect(honor).toBe(3 * 24 * 60 * 60 * 1000);
    expect(await status(id, pilot)).toMatchObject({ state: 'held' });
    expect(await subjectsFor(t, client.email)).toContain(
      `Your payment for Airwork ${tasksId} is held`,
    );
    expect(await subjectsFor(t, pilot.email)).toContain(`Payment held for Airwork ${tasksId}`);

    // A double click or a retry: still one hold, no second mail.
    expect((await authorize(id, order.orderId)).body.result).toMatchObject({ state: 'held' });
    const mails = (await subjectsFor(t, client.email)).filter((s) =>
      s.includes(`${tasksId} is held`),
    );
    expect(mails).toHaveLength(1);
    expect((await createOrder(id)).body.message).toBe('payment.already_held');
  });

  it("refuses a payment for an Airwork that is not the caller's", async () => {
    const { id } = await pendingAirwork(t, client, pilot);
    expect((await createOrder(id, stranger)).status).toBe(403);
    expect((await createOrder(id, pilot)).status).toBe(403);
    const order = (await createOrder(id)).body.result as CreatedOrder;
    expect((await authorize(id, order.orderId, stranger)).status).toBe(403);
    expect((await call('/api/payment/status', { taskId: id }, stranger)).status).toBe(403);
    // An order of one Airwork cannot pay for another.
    const other = await pendingAirwork(t, client, pilot);
    const crossed = await authorize(other.id, order.orderId);
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('payment.order_unknown');
    expect((await authorize(id, 'SANDBOX-1-CAD-0000000000000000')).status).toBe(404);
    expect(await status(id)).toMatchObject({ state: 'created' });
  });

  it('refuses provider notifications in the sandbox', async () => {
    const reply = await post(t.app, '/api/payment/paypal', { id: 'WH-1', event_type: 'X' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('payment.webhook_invalid');
  });
});
