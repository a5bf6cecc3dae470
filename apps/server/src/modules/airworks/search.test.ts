import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { airworks } from '../../db/schema/airworks';
import { airworkChanges } from './airwork-search.repository';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

let t: TestApp;
let client: Registered;
let pilot: Registered;
const ids: Record<string, number> = {};
const DAY = 24 * 60 * 60 * 1000;

/** Posts, then backdates: `ageDays` old. */
async function seed(name: string, ageDays: number, changes: Parameters<typeof postAirwork>[2]) {
  const { id } = await postAirwork(t, client, changes);
  await t.db
    .update(airworks)
    .set({ createdAt: new Date(Date.now() - ageDays * DAY) })
    .where(eq(airworks.id, id));
  ids[name] = id;
}

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await registerUser(t.app, { role_id: 1 });
  // Newest first: the order of ages below is the order results come back in.
  await seed('quebec', 0.1, {
    title: 'Inspection de toiture à Québec',
    description: 'Toiture en pente, photos détaillées.',
    city: 'Québec',
    province: 'Quebec',
    address: '12 Rue Saint-Jean',
    latitude: 46.81,
    longitude: -71.21,
    categoriesIds: '3',
    salary: '900',
  });
  await seed('chinese', 0.5, {
    title: '多伦多屋顶检查',
    description: '需要高清照片和热成像。',
    categoriesIds: '1',
    salary: '2500',
  });
  await seed('solar', 2, {
    title: 'Solar farm thermal survey',
    description: 'Thermal imaging of 4,000 panels.',
    city: 'Kingston',
    address: '1 Solar Rd',
    latitude: 44.23,
    longitude: -76.48,
    categoriesIds: '5',
    salary: '12500',
  });
  await seed('markham', 5, {
    title: 'Real-estate video',
    description: 'A short 4K fly-through.',
    city: 'Markham',
    address: '5 Main St, L3P 1X9',
    latitude: 43.88,
    longitude: -79.26,
    categoriesIds: '7',
    salary: '4000',
  });
  await seed('vancouver', 20, {
    title: 'Wind turbine blade check',
    description: 'Close-up photos of three blades.',
    city: 'Vancouver',
    province: 'British Columbia',
    address: '9 Harbour Ave',
    latitude: 49.28,
    longitude: -123.12,
    categoriesIds: '6',
    salary: '6000',
  });
  await seed('old', 40, { title: 'An old roof job', categoriesIds: '1', salary: '500' });
  await seed('deleted', 0.2, { title: 'Roof job the client deleted', salary: '700' });
  await post(t.app, '/api/tasks/remove', { taskId: ids.deleted, userId: client.id }, client.token);
});
afterAll(async () => {
  await t.close();
});

const search = (body: SearchTasksRequest, token?: string) =>
  post(t.app, '/api/tasks/searchTasks', body, token);

async function found(body: SearchTasksRequest): Promise<string[]> {
  const reply = await search(body);
  expect(reply.status).toBe(200);
  const page = reply.body.result as AirworkPage;
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return page.data.map((a) => byId.get(a.id)!);
}

describe('searching open Airworks', () => {
  it('answers open Airworks of the last 30 days by default, newest first', async () => {
    expect(await found({})).toEqual(['quebec', 'chinese', 'solar', 'markham', 'vancouver']);
  });

  it('matches a keyword in any case and with or without accents', async () => {
    expect(await found({ keywords: 'QUEBEC' })).toEqual(['quebec']);
    expect(await found({ keywords: 'québec' })).toEqual(['quebec']);
    expect(await found({ keywords: 'toiture a quebec' })).toEqual(['quebec']);
    expect(await found({ keywords: 'thermal' })).toEqual(['solar']);
  });

  it('finds Chinese text with a Chinese keyword', async () => {
    expect(await found({ keywords: '屋顶' })).toEqual(['chinese']);
    expect(await found({ keywords: '热成像' })).toEqual(['chinese']);
    expect(await found({ keywords: '风车' })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found({ keywords: '%' })).toEqual([]);
    expect(await found({ keywords: '_' })).toEqual([]);
  });

  it('filters by date posted: 24 hours, 3 days, 7 days, 30 days', async () => {
    expect(await found({ datePosted: 1 })).toEqual(['quebec', 'chinese']);
    expect(await found({ datePosted: 2 })).toEqual(['quebec', 'chinese', 'solar']);
    expect(await found({ datePosted: 3 })).toEqual(['quebec', 'chinese', 'solar', 'markham']);
    expect(await found({ datePosted: 4 })).toHaveLength(5);
    expect((await search({ datePosted: 5 as 4 })).status).toBe(400);
  });

  it('filters by categories, one or several', async () => {
    expect(await found({ categoriesId: 5 })).toEqual(['solar']);
    expect(await found({ categoriesId: '5,6' })).toEqual(['solar', 'vancouver']);
    expect(await found({ categoriesId: [1, 3] })).toEqual(['quebec', 'chinese']);
    expect(await found({ categoriesId: 0 })).toHaveLength(5);
    expect((await search({ categoriesId: 9 })).status).toBe(400);
  });

  it('filters by the salary choice and the price range', async () => {
    expect(await found({ salarySearch: 6000 })).toEqual(['solar', 'vancouver']);
    expect(await found({ salarySearch: 12000 })).toEqual(['solar']);
    expect(await found({ minPrice: 2500, maxPrice: 6000 })).toEqual([
      'chinese',
      'markham',
      'vancouver',
    ]);
    expect(await found({ maxPrice: '1000' })).toEqual(['quebec']);
    // Both floors: the higher one applies.
    expect(await found({ salarySearch: 2000, minPrice: 5000 })).toEqual(['solar', 'vancouver']);
    expect((await search({ salarySearch: 3000 as never })).status).toBe(400);
    const reversed = await search({ minPrice: 5000, maxPrice: 1000 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('search.price_range_invalid');
    expect((await search({ minPrice: -5 })).body.message).toBe('search.price_invalid');
  });

  it('filters by a typed location (city, province, postal code) and the lobby choices', async () => {
    expect(await found({ searchLocation: 'kingston' })).toEqual(['solar']);
    expect(await found({ searchLocation: 'Quebec' })).toEqual(['quebec']);
    expect(await found({ searchLocation: 'british columbia' })).toEqual(['vancouver']);
    expect(await found({ searchLocation: 'L3P', radiusKm: 10 })).toEqual(['markham']);
    // A province by code, by name with or without accents, or in Chinese: its Airworks only.
    expect(await found({ searchLocation: 'QC' })).toEqual(['quebec']);
    expect(await found({ searchLocation: 'québec' })).toEqual(['quebec']);
    expect(await found({ searchLocation: '魁北克' })).toEqual(['quebec']);
    const ontario = await found({ searchLocation: 'Ontario' });
    expect(ontario).toContain('solar');
    expect(await found({ searchLocation: 'ON' })).toEqual(ontario);
    expect(await found({ searchLocation: '安大略省' })).toEqual(ontario);
    expect(await found({ searchLocation: 'BC' })).toEqual(['vancouver']);
    expect(await found({ locationId: 2 })).toEqual(['chinese']); // Toronto
    expect(await found({ locationId: 4 })).toEqual(['markham']);
    expect(await found({ locationId: 7 })).toEqual(['quebec', 'vancouver']); // elsewhere
    expect((await search({ locationId: 8 })).status).toBe(400);
  });

  it('combines filters', async () => {
    expect(await found({ keywords: 'roof', datePosted: 4, categoriesId: '1,3' })).toEqual([]);
    expect(await found({ keywords: 'photos', salarySearch: 6000 })).toEqual(['vancouver']);
    expect(await found({ keywords: 'video', locationId: 4, datePosted: 3 })).toEqual(['markham']);
    expect(await found({ keywords: 'video', locationId: 4, datePosted: 2 })).toEqual([]);
  });

  it('pages with the spec sizes and tells the total on every page', async () => {
    for (let i = 0; i < 8; i++) await postAirwork(t, client, { title: `Bulk job ${i}` });
    const first = (await search({ keywords: 'bulk job', size: 10 })).body.result as AirworkPage;
    expect(first.total).toBe(8);
    expect(first.data).toHaveLength(8);
    const all = (await search({ size: 10, page: 2 })).body.result as AirworkPage;
    expect(all.total).toBe(13);
    expect(all.data).toHaveLength(3);
    const beyond = (await search({ size: 10, page: 3 })).body.result as AirworkPage;
    expect(beyond).toEqual({ total: 13, more: false, data: [] });
    expect((await search({ size: 15 as 10 })).status).toBe(400);
    expect((await search({ page: 0 })).status).toBe(400);
  });

  it('shows strangers the place only roughly, and tells a pilot nothing was applied to', async () => {
    const page = (await search({ keywords: 'kingston' }, pilot.token)).body.result as AirworkPage;
    const a = page.data[0]!;
    expect(a).toMatchObject({ address: '', exactLocation: false, latitude: 44.23 });
    expect(a.myApplication).toBeNull();
  });
});

describe('a search made again at once', () => {
  it('shows an Airwork posted a moment ago, and drops one taken a moment ago', async () => {
    const body = { keywords: 'lighthouse' };
    expect(await search(body).then((r) => (r.body.result as AirworkPage).data)).toEqual([]);
    const { id } = await postAirwork(t, client, { title: 'Lighthouse survey', salary: '800' });
    const after = (await search(body)).body.result as AirworkPage;
    expect(after.data.map((a) => a.id)).toEqual([id]);
    expect(after.total).toBe(1);
    // Written by anything but this app (another instance, a tool): seen just as soon.
    await t.db.update(airworks).set({ status: AirworkStatus.cancelled }).where(eq(airworks.id, id));
    expect((await search(body)).body.result).toMatchObject({ total: 0, data: [] });
  });

  it('gives the same page again when nothing was written, its viewer bits its own', async () => {
    const first = (await search({ keywords: 'kingston' })).body.result as AirworkPage;
    const asPilot = (await search({ keywords: 'kingston' }, pilot.token)).body
      .result as AirworkPage;
    expect(asPilot.data.map((a) => a.id)).toEqual(first.data.map((a) => a.id));
    expect(asPilot.data[0]!.myApplication).toBeNull();
  });
});

describe('a kept page as everyone sees it (made once, its text written once)', () => {
  it("never carries a viewer's own bits, and never hides them from their viewer", async () => {
    const hopeful = await verifiedPilot(t);
    const body = { keywords: 'real-estate video' };
    const { id } = await postAirwork(t, client, {
      title: 'Real-estate video of a condo',
      address: '77 Exact Lane',
    });
    // An application is no Airwork write: the page stays kept across it.
    const applied = await post(t.app, '/api/tasks/apply', { taskId: id }, hopeful.token);
    expect(applied.body.code).toBe(200);
    const ask = (token?: string) =>
      search(body, token).then((r) =>
        (r.body.result as AirworkPage).data.find((a) => a.id === id)!,
      );
    // In every order: a stranger first (the page made for everyone), the parties after, and a
    // stranger again.
    const stranger = await ask();
    const asOwner = await ask(client.token);
    const asApplicant = await ask(hopeful.token);
    const asOtherPilot = await ask(pilot.token);
    const strangerAgain = await ask();
    const everyone = { address: '', exactLocation: false, myApplication: null };
    expect(stranger).toMatchObject(everyone);
    expect(stranger).not.toHaveProperty('proposals');
    expect(asOwner).toMatchObject({ address: '77 Exact Lane', exactLocation: true, proposals: 1 });
    expect(asApplicant.address).toBe('');
    expect(asApplicant.myApplication).not.toBeNull();
    expect(asOtherPilot).toMatchObject(everyone);
    expect(strangerAgain).toEqual(stranger);
  });

  it('is the same reply for everyone, byte for byte, until an Airwork is written', async () => {
    const body = { payload: { keywords: 'wind turbine' } };
    const text = () =>
      t.app.inject({ method: 'POST', url: '/api/tasks/searchTasks', ...body }).then((r) => r.body);
    const [one, two, three] = [await text(), await text(), await text()];
    expect(two).toBe(one);
    expect(three).toBe(one);
    await t.db
      .update(airworks)
      .set({ title: 'Wind turbine blade check, three blades' })
      .where(eq(airworks.id, ids.vancouver!));
    expect(await text()).toContain('three blades');
  });
});

describe('the number Airwork writes have reached', () => {
  it('moves when a write commits, not when one is rolled back', async () => {
    const before = await airworkChanges(t.db);
    await t.db
      .transaction(async (tx) => {
        await tx.update(airworks).set({ title: 'Renamed' }).where(eq(airworks.id, ids.solar!));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await airworkChanges(t.db)).toBe(before);
    await t.db
      .update(airworks)
      .set({ title: 'Solar farm thermal survey' })
      .where(eq(airworks.id, ids.solar!));
    expect(await airworkChanges(t.db)).not.toBe(before);
  });
});
