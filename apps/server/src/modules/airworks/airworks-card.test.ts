import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Airwork, SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { airworks } from '../../db/schema/airworks';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

// Payment method 3 (card): the card number stays in the browser; an Airwork keeps the brand and
// the last four digits, and shows them to its owner only.

let t: TestApp;
let client: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  other = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

const base: SaveAirworkRequest = {
  categoriesIds: [2],
  address: '1 Portage Ave',
  city: 'Winnipeg',
  province: 'Manitoba',
  latitude: 49.895,
  longitude: -97.138,
  title: 'Thermal survey of a warehouse roof',
  conditions: [3],
  fileFormat: 'Radiometric JPG',
  salary: 900,
  description: 'Find the wet insulation before winter.',
};

const save = (body: unknown, user = client) => post(t.app, '/api/tasks/add', body, user.token);
const get = (taskId: number, user?: Registered) =>
  post(t.app, '/api/tasks/getTaskById', { taskId }, user?.token);

describe('paying by card', () => {
  it('keeps the brand and last four only, whatever else the payload carries', async () => {
    const reply = await save({
      ...base,
      paymentMethod: 3,
      card: { brand: 'visa', last4: '4242', number: '4242424242424242', cvc: '123' },
      cardNumber: '4242424242424242',
    });
    expect(reply.body.code).toBe(200);
    const { id } = reply.body.result as { id: number };
    expect((await get(id, client)).body.result).toMatchObject({
      paymentMethod: 3,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const stored = await t.db.select().from(airworks).where(eq(airworks.id, id));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it('shows the card to nobody but the owner', async () => {
    const reply = await save({ ...base, paymentMethod: 3, card: { brand: 'amex', last4: '0005' } });
    const { id } = reply.body.result as { id: number };
    for (const viewer of [undefined, other]) {
      const a = (await get(id, viewer)).body.result as Airwork;
      expect(a).toMatchObject({ cardBrand: null, cardLast4: null });
    }
  });

  it.each([
    [{ paymentMethod: 3 }],
    [{ paymentMethod: 3, card: { brand: 'visa', last4: '42' } }],
    [{ paymentMethod: 3, card: { brand: 'diners-of-mars', last4: '4242' } }],
  ])('refuses card payment without a proper card summary: %j', async (change) => {
    const reply = await save({ ...base, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Airworks.card_need');
  });

  it('forgets the card typed when the owner switches to PayPal', async () => {
    const first = await save({ ...base, paymentMethod: 3, card: { brand: 'visa', last4: '1111' } });
    const { id } = first.body.result as { id: number };
    await save({ ...base, id, paymentMethod: 2, card: { brand: 'visa', last4: '1111' } });
    expect((await get(id, client)).body.result).toMatchObject({
      paymentMethod: 2,
      cardBrand: null,
      cardLast4: null,
    });
  });

  it('pays "my default payment method" with the card the client named last, not one sent with it', async () => {
    const first = await save({ ...base, paymentMethod: 3, card: { brand: 'visa', last4: '1111' } });
    const { id } = first.body.result as { id: number };
    // A card sent along with method 1 is not taken: the default is what the client named last.
    await save({ ...base, id, paymentMethod: 1, card: { brand: 'mastercard', last4: '9999' } });
    expect((await get(id, client)).body.result).toMatchObject({
      paymentMethod: 1,
      cardBrand: 'visa',
      cardLast4: '1111',
    });
  });
});
