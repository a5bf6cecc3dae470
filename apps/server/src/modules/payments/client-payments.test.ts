import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPayments } from '@airwork/shared/payments/payment.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, postAirwork, validAirwork, verifiedPilot } from '../../test/airworks';

// The client's Payment screen: the ways they paid (a card's brand and last four only) and the
// holds of their Airworks' money with what became of each — theirs alone.

let t: TestApp;
let client: Registered;
let other: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  other = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const payments = async (who: Registered, body: Record<string, unknown> = {}) => {
  const reply = await post(t.app, '/api/payment/clientPayments', body, who.token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result as ClientPayments;
};

describe("the client's payments", () => {
  it('lists the ways they paid, newest first, with a card as brand and last four only', async () => {
    // A client built from the spec might send the whole card: only brand and last four stay.
    const card = { brand: 'visa', last4: '4242', number: '4242424242424242', cvc: '123' };
    for (let i = 0; i < 2; i++) {
      const posted = await post(
        t.app,
        '/api/tasks/add',
        { ...validAirwork, paymentMethod: 3, card },
        client.token,
      );
      expect(posted.status).toBe(200);
    }
    await postAirwork(t, client, { paymentMethod: 2 });
    const { methods } = await payments(client);
    expect(
      methods.map(({ method, brand, last4, airworks }) => ({ method, brand, last4, airworks })),
    ).toEqual([
      { method: 2, brand: null, last4: null, airworks: 1 },
      { method: 3, brand: 'visa', last4: '4242', airworks: 2 },
    ]);
    const raw = await post(t.app, '/api/payment/clientPayments', {}, client.token);
    expect(JSON.stringify(raw.body)).not.toContain('4242424242424242');
  });

  it('pays "my default payment method" with the card named last, and lists no method before one', async () => {
    const newcomer = await registerUser(t.app, { role_id: 2 });
    const cardOf = async (taskId: number) => {
      const reply = await post(t.app, '/api/tasks/getTaskById', { taskId }, newcomer.token);
      const a = reply.body.result as { cardBrand: string | null; cardLast4: string | null };
      return [a.cardBrand, a.cardLast4];
    };
    // Decided later, with nothing on file: no card, and no method listed.
    const first = await postAirwork(t, newcomer, { paymentMethod: 1 });
    expect(await cardOf(first.id)).toEqual([null, null]);
    expect((await payments(newcomer)).methods).toEqual([]);
    await postAirwork(t, newcomer, {
      paymentMethod: 3,
      card: { brand: 'mastercard', last4: '5454' },
    });
    // Now the default is that card; it is one method, however it was chosen.
    const third = await postAirwork(t, newcomer, { paymentMethod: 1 });
    expect(await cardOf(third.id)).toEqual(['mastercard', '5454']);
    const { methods } = await payments(newcomer);
    expect(
      methods.map(({ method, brand, last4, airworks }) => ({ method, brand, last4, airworks })),
    ).toEqual([{ method: 3, brand: 'mastercard', last4: '5454', airworks: 2 }]);
    // PayPal names no card.
    const paypal = await postAirwork(t, newcomer, { paymentMethod: 2 });
    expect(await cardOf(paypal.id)).toEqual([null, null]);
  });

  it('records with each hold the card the sandbox charged: the one chosen, the default, none for PayPal', async () => {
    const payer = await registerUser(t.app, { role_id: 2 });
    const chosen = await heldAirwork(t, payer, pilot, {
      paymentMethod: 3,
      card: { brand: 'visa', last4: '4242' },
    });
    const byDefault = await heldAirwork(t, payer, pilot, { paymentMethod: 1 });
    const paypal = await heldAirwork(t, payer, pilot, { paymentMethod: 2 });
    const { data } = await payments(payer);
    const cardOf = (id: number) => {
      const p = data.find((x) => x.taskId === id)!;
      return [p.provider, p.cardBrand, p.cardLast4];
    };
    expect(cardOf(chosen.id)).toEqual(['sandbox', 'visa', '4242']);
    expect(cardOf(byDefault.id)).toEqual(['sandbox', 'visa', '4242']);
    expect(cardOf(paypal.id)).toEqual(['sandbox', null, null]);
  });

  it('lists each hold with its Airwork and what became of it: held, then released', async () => {
    const a = await heldAirwork(t, client, pilot, { salary: '1130', province: 'Ontario' });
    const held = (await payments(client)).data.find((p) => p.taskId === a.id);
    expect(held).toMatchObject({
      tasksId: a.tasksId,
      part: 1,
      state: 'held',
      amountCents: 113_000,
      taxCents: 13_000,
      currency: 'CAD',
      settledAt: null,
    });
    const cancel = await post(
      t.app,
      '/api/tasks/cancel',
      { taskId: a.id, reason: 'Plans changed' },
      client.token,
    );
    expect(cancel.status).toBe(200);
    const released = (await payments(client)).data.find((p) => p.taskId === a.id);
    expect(released?.state).toBe('released');
    expect(Date.parse(released!.settledAt!)).not.toBeNaN();
  });

  it('pages newest first and shows another client nothing of theirs', async () => {
    await heldAirwork(t, client, pilot);
    const first = await payments(client, { page: 1, size: 10 });
    expect(first.total).toBe(2);
    expect(first.data.map((p) => p.createdAt)).toEqual(
      [...first.data.map((p) => p.createdAt)].sort().reverse(),
    );
    expect((await payments(client, { page: 2, size: 10 })).data).toEqual([]);
    expect(await payments(other)).toEqual({ methods: [], total: 0, data: [] });
  });

  it('is for clients: a pilot is refused, anyone else must sign in', async () => {
    const byPilot = await post(t.app, '/api/payment/clientPayments', {}, pilot.token);
    expect(byPilot.status).toBe(403);
    const anonymous = await post(t.app, '/api/payment/clientPayments', {});
    expect(anonymous.status).toBe(401);
    const badSize = await post(t.app, '/api/payment/clientPayments', { size: 7 }, client.token);
    expect(badSize.status).toBe(400);
  });
});
