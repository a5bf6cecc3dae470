import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Airwork, SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { airworks } from '../../db/schema/airworks';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

let t: TestApp;
let client: Registered;
let other: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  other = await registerUser(t.app, { role_id: 2 });
  pilot = await registerUser(t.app, { role_id: 1 });
});
afterAll(async () => {
  await t.close();
});

const valid: SaveAirworkRequest = {
  categoriesIds: '1,5,',
  address: '100 Queen St W',
  city: 'Toronto',
  province: 'Ontario',
  country: 'CA',
  latitude: 43.653482,
  longitude: -79.383935,
  title: 'Roof inspection of a downtown office tower',
  conditions: '1,2',
  fileFormat: 'JPG, 4K video',
  salary: '1250.50',
  description: 'Inspect the roof membrane and HVAC units; deliver photos and a short video.',
  paymentMethod: 1,
};

const save = (body: unknown, user: Registered | undefined = client) =>
  post(t.app, '/api/tasks/add', body, user?.token);
const get = (taskId: number, user?: Registered) =>
  post(t.app, '/api/tasks/getTaskById', { taskId }, user?.token);
/** Deletes `taskId` as `caller`, claiming to be `userId` (the owner's id unless a test lies). */
const remove = (taskId: number, caller: Registered, userId = caller.id) =>
  post(t.app, '/api/tasks/remove', { taskId, userId }, caller.token);
const airworkCount = async () => (await t.db.select({ n: count() }).from(airworks))[0]!.n;

async function created(user = client, changes: Partial<SaveAirworkRequest> = {}) {
  const reply = await save({ ...valid, ...changes }, user);
  expect(reply.body.code).toBe(200);
  return reply.body.result as { id: number; tasksId: string };
}

describe('posting an Airwork', () => {
  it('stores every field and answers the internal id and a readable mission number', async () => {
    const { id, tasksId } = await created();
    expect(tasksId).toMatch(/^AW\d{8}$/);
    const reply = await get(id, client);
    const a = reply.body.result as Airwork;
    expect(a).toMatchObject({
      id,
      tasksId,
      title: valid.title,
      description: valid.description,
      address: '100 Queen St W',
      city: 'Toronto',
      province: 'Ontario',
      country: 'CA',
      latitude: 43.653482,
      longitude: -79.383935,
      exactLocation: true,
      categoriesIds: '1,5',
      conditions: '1,2',
      fileFormat: 'JPG, 4K video',
      salary: 1250.5,
      // Ontario's HST (13 %) is in the price: the pilot receives the rest.
      pilotReceives: 1106.64,
      paymentMethod: 1,
      status: 1,
      statusName: 'Open',
      userId: client.id,
      userName: client.username,
      pilotUserId: null,
    });
    const [row] = await t.db.select().from(airworks).where(eq(airworks.id, id));
    expect(row!.salaryCents).toBe(125_050);
  });

  it('mails the client a confirmation with the mission number, through the outbox', async () => {
    const mailer = await registerUser(t.app, { role_id: 2 });
    const { id, tasksId } = await created(mailer);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, mailer.email));
    const posted = mails.filter((m) => m.subject.includes(tasksId));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.textBody).toContain(`/#/Airwork-details?Id=${id}`);
    // An edit is not a new posting: no second mail.
    await save({ ...valid, id, title: 'Edited title' }, mailer);
    const after = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, mailer.email));
    expect(after.filter((m) => m.subject.includes(tasksId))).toHaveLength(1);
  });

  it('translates the status name for a Chinese caller', async () => {
    const { id } = await created();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/getTaskById',
      payload: { taskId: id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.json<{ result: Airwork }>().result.statusName).toBe('待接单');
  });

  it('mission numbers are not the count: two in a row are not consecutive', async () => {
    const a = await created();
    const b = await created();
    expect(Number(b.tasksId.slice(2)) - Number(a.tasksId.slice(2))).not.toBe(1);
  });

  it('refuses pilots and anonymous callers, and stores nothing', async () => {
    const before = await airworkCount();
    const asPilot = await save(valid, pilot);
    expect(asPilot.status).toBe(403);
    const anonymous = await post(t.app, '/api/tasks/add', valid);
    expect(anonymous.status).toBe(401);
    expect(await airworkCount()).toBe(before);
  });

  it.each([
    [{ categoriesIds: '' }, 'Airworks.category_need'],
    [{ categoriesIds: '1,9' }, 'Airworks.category_invalid'],
    [{ title: '  ' }, 'Airworks.title_need'],
    [{ conditions: '' }, 'Airworks.conditions_need'],
    [{ fileFormat: '' }, 'Airworks.file_format_need'],
    [{ salary: '' }, 'Airworks.estimated_price_need'],
    [{ salary: '-5' }, 'Airworks.estimated_price_invalid'],
    [{ salary: 'cheap' }, 'Airworks.estimated_price_invalid'],
    [{ salary: '10.505' }, 'Airworks.estimated_price_invalid'],
    [{ salary: 0 }, 'Airworks.estimated_price_invalid'],
    [{ description: '' }, 'Airworks.description_need'],
    [{ latitude: 48.85, longitude: 2.35 }, 'Airworks.location_outside_canada'],
    [{ country: 'US' }, 'Airworks.canada_only'],
    [{ paymentMethod: 4 }, 'Airworks.payment_method_invalid'],
  ])('refuses %j with its message and stores nothing', async (change, key) => {
    const before = await airworkCount();
    const reply = await save({ ...valid, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(key);
    expect(await airworkCount()).toBe(before);
  });

  it('checks the details step in the spec order: title, conditions, format, price, description', async () => {
    const empty = { title: '', conditions: '', fileFormat: '', salary: '', description: '' };
    const reply = await save({ ...valid, ...empty });
    expect(reply.body.message).toBe('Airworks.title_need');
    const second = await save({ ...valid, ...empty, title: 'A title' });
    expect(second.body.message).toBe('Airworks.conditions_need');
  });
});

describe('the day it is needed by (issue 23)', () => {
  const inDays = (n: number) => {
    const d = new Date(`${latestCanadianDay()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };

  it('is kept when given, shown to anyone, and cleared by an edit that leaves it out', async () => {
    const day = inDays(10);
    const { id } = await created(client, { neededBy: day });
    expect(((await get(id)).body.result as Airwork).neededBy).toBe(day);
    const { id: none } = await created(client, { neededBy: '' });
    expect(((await get(none)).body.result as Airwork).neededBy).toBeNull();
    expect((await save({ ...valid, id }, client)).status).toBe(200);
    expect(((await get(id)).body.result as Airwork).neededBy).toBeNull();
  });

  it.each([
    [inDays(-2), 'Airworks.needed_by_past'],
    ['next week', 'Airworks.needed_by_invalid'],
    ['2026-02-30', 'Airworks.needed_by_invalid'],
  ])('refuses %s with %s and stores nothing', async (neededBy, message) => {
    const before = await airworkCount();
    const reply = await save({ ...valid, neededBy }, client);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(await airworkCount()).toBe(before);
  });
});

describe('editing and deleting', () => {
  it('lets the owner edit an open Airwork', async () => {
    const { id, tasksId } = await created();
    const reply = await save({ ...valid, id, title: 'A new title', categoriesIds: [3] });
    expect(reply.body.result).toEqual({ id, tasksId });
    const a = (await get(id, client)).body.result as Airwork;
    expect(a.title).toBe('A new title');
    expect(a.categoriesIds).toBe('3');
  });

  it("refuses another client's edit and delete, and changes nothing", async () => {
    const { id } = await created();
    const edit = await save({ ...valid, id, title: 'Hijacked' }, other);
    expect(edit.status).toBe(403);
    const removal = await remove(id, other);
    expect(removal.status).toBe(403);
    const a = (await get(id, client)).body.result as Airwork;
    expect(a).toMatchObject({ title: valid.title, status: 1 });
  });

  it("refuses a userId that is not the caller's", async () => {
    const { id } = await created();
    const reply = await remove(id, other, client.id);
    expect(reply.status).toBe(403);
  });

  it('deletes after which the Airwork is Cancelled, kept, and can no longer be edited', async () => {
    const { id } = await created();
    const removed = await remove(id, client);
    expect(removed.body.code).toBe(200);
    expect(((await get(id, client)).body.result as Airwork).status).toBe(7);
    const edit = await save({ ...valid, id, title: 'Too late' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('task.not_editable');
    const again = await remove(id, client);
    expect(again.status).toBe(409);
  });

  it('lets only one of two racing deletes win', async () => {
    const { id } = await created();
    const replies = await Promise.all([1, 2].map(() => remove(id, client)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers task.not_found for an Airwork that does not exist', async () => {
    const reply = await get(999_999);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, message: 'task.not_found', result: null });
  });
});

describe('privacy of the place', () => {
  it('shows the street and exact coordinates to the owner only', async () => {
    const { id } = await created();
    for (const viewer of [undefined, other, pilot]) {
      const a = (await get(id, viewer)).body.result as Airwork;
      expect(a).toMatchObject({ address: '', city: 'Toronto', exactLocation: false });
      expect(a.latitude).toBe(43.65);
      expect(a.longitude).toBe(-79.38);
    }
  });
});

describe('lists', () => {
  it("Home's latest list shows open Airworks, newest first, to anyone", async () => {
    const mine = await created(client, { title: 'The very newest Airwork' });
    const reply = await post(t.app, '/api/tasks/latestNewTasks', {});
    const list = reply.body.result as Airwork[];
    expect(list[0]!.id).toBe(mine.id);
    expect(list.every((a) => a.status === 1 && a.address === '')).toBe(true);
    expect(list.length).toBeLessThanOrEqual(8);
  });

  it("answers the caller's own Airworks by status and keyword, a page at a time", async () => {
    const lister = await registerUser(t.app, { role_id: 2 });
    for (let i = 0; i < 3; i++) await created(lister, { title: `Solar farm survey ${i}` });
    const wind = await created(lister, { title: 'Wind turbine blades' });
    await remove(wind.id, lister);
    await created(other, { title: 'Solar farm survey elsewhere' });

    const list = (body: Record<string, unknown>) =>
      post(t.app, '/api/client/lists', { userId: lister.id, ...body }, lister.token);
    const open = (await list({ status: 1, size: 10 })).body.result as {
      total: number;
      data: Airwork[];
    };
    expect(open.total).toBe(3);
    expect(open.data.every((a) => a.userId === lister.id)).toBe(true);
    const page2 = (await list({ status: 1, size: 10, page: 2 })).body.result as { data: Airwork[] };
    expect(page2.data).toEqual([]);
    const found = (await list({ keywords: 'SOLAR farm survey 1' })).body.result as {
      total: number;
    };
    expect(found.total).toBe(1);
    const cancelled = (await list({ status: 7 })).body.result as { data: Airwork[] };
    expect(cancelled.data.map((a) => a.title)).toEqual(['Wind turbine blades']);
    const all = (await list({})).body.result as { total: number; data: Airwork[] };
    expect([all.total, all.data[0]?.title]).toEqual([4, 'Wind turbine blades']);

    const totals = await post(
      t.app,
      '/api/client/ordersTotal',
      { userId: lister.id },
      lister.token,
    );
    expect(totals.body.result).toEqual([
      { status: 1, total: 3 },
      { status: 7, total: 1 },
    ]);
  });

  it("refuses another user's lists and totals", async () => {
    const lists = await post(t.app, '/api/client/lists', { userId: client.id }, other.token);
    expect(lists.status).toBe(403);
    const totals = await post(t.app, '/api/client/ordersTotal', { userId: client.id }, other.token);
    expect(totals.status).toBe(403);
  });

  it('refuses a page size the spec does not offer', async () => {
    const reply = await post(
      t.app,
      '/api/client/lists',
      { userId: client.id, size: 15 },
      client.token,
    );
    expect(reply.status).toBe(400);
  });
});
