import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { airworks } from '../../db/schema/airworks';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork } from '../../test/airworks';

// The search's orders and its needed-by filter (issue 23), on both databases.

let t: TestApp;
let client: Registered;
const ids: Record<string, number> = {};

const TORONTO = { city: 'Toronto', latitude: 43.653482, longitude: -79.383935 };

/** The calendar day `days` from Canada's latest today. */
function inDays(days: number): string {
  const at = new Date(`${latestCanadianDay()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Posts, then sets the day needed directly (an overdue one cannot be posted). */
async function seed(name: string, salary: string, neededBy: string | null, place: object) {
  const { id } = await postAirwork(t, client, { title: `Order job ${name}`, salary, ...place });
  await t.db.update(airworks).set({ neededBy }).where(eq(airworks.id, id));
  ids[name] = id;
}

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  const kingston = { city: 'Kingston', latitude: 44.23, longitude: -76.48 };
  const markham = { city: 'Markham', latitude: 43.88, longitude: -79.26 };
  const quebec = { city: 'Québec', province: 'Quebec', latitude: 46.81, longitude: -71.21 };
  const vancouver = {
    city: 'Vancouver',
    province: 'British Columbia',
    latitude: 49.28,
    longitude: -123.12,
  };
  await seed('kingston', '12500', inDays(20), kingston);
  await seed('toronto1', '2500', null, TORONTO);
  await seed('markham', '4000', inDays(3), markham);
  await seed('toronto2', '2500', null, TORONTO);
  await seed('quebec', '900', inDays(10), quebec);
  await seed('toronto3', '2500', null, TORONTO);
  await seed('vancouver', '6000', inDays(-2), vancouver);
});
afterAll(async () => {
  await t.close();
});

const search = (body: SearchTasksRequest) => post(t.app, '/api/tasks/searchTasks', body);

async function page(body: SearchTasksRequest): Promise<AirworkPage> {
  const reply = await search({ keywords: 'order job', ...body });
  expect(reply.status).toBe(200);
  return reply.body.result as AirworkPage;
}

async function found(body: SearchTasksRequest): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (await page(body)).data.map((a) => byId.get(a.id)!);
}

describe('the search in order', () => {
  it('orders by price, highest or lowest first, equal prices by id', async () => {
    expect(await found({ sort: 'price_desc' })).toEqual([
      'kingston',
      'vancouver',
      'markham',
      'toronto3',
      'toronto2',
      'toronto1',
      'quebec',
    ]);
    expect(await found({ sort: 'price_asc' })).toEqual([
      'quebec',
      'toronto1',
      'toronto2',
      'toronto3',
      'markham',
      'vancouver',
      'kingston',
    ]);
  });

  it('orders by the day needed, soonest (overdue) first, Airworks without one last', async () => {
    expect(await found({ sort: 'needed_soonest' })).toEqual([
      'vancouver',
      'markham',
      'quebec',
      'kingston',
      'toronto1',
      'toronto2',
      'toronto3',
    ]);
  });

  it('filters by the day needed: within 7 or 14 days, overdue included', async () => {
    expect(await found({ neededWithin: 7 })).toEqual(['vancouver', 'markham']);
    expect(await found({ neededWithin: 14, sort: 'needed_soonest' })).toEqual([
      'vancouver',
      'markham',
      'quebec',
    ]);
    expect(await found({ neededWithin: 30 })).toHaveLength(4);
    expect((await search({ neededWithin: 5 as 7 })).status).toBe(400);
  });

  it('orders the nearest first from the typed place, within its radius, with each distance', async () => {
    // Within 25 km (the default radius, issue 46): Kingston's own.
    const around = await page({ sort: 'nearest', searchLocation: 'Kingston' });
    expect(around.data.map((a) => a.id)).toEqual([ids.kingston]);
    expect(around.near).toEqual({ name: 'Kingston, Ontario', radiusKm: 25 });
    // At any distance (0), everything, the nearest first.
    const nearest = await page({ sort: 'nearest', searchLocation: 'Kingston', radiusKm: 0 });
    const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
    expect(nearest.data.map((a) => byId.get(a.id))).toEqual([
      'kingston',
      'markham',
      'toronto1',
      'toronto2',
      'toronto3',
      'quebec',
      'vancouver',
    ]);
    const km = nearest.data.map((a) => a.distanceKm!);
    expect(km[0]).toBeLessThanOrEqual(2);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[6]).toBeGreaterThan(3000);
    // The other orders say no distance.
    expect((await page({})).data[0]).not.toHaveProperty('distanceKm');
  });

  it("measures from the lobby's city, and needs a place the geocoder knows", async () => {
    expect((await found({ sort: 'nearest', locationId: 2 }))[0]).toMatch(/^toronto/);
    for (const body of [
      { sort: 'nearest' },
      { sort: 'nearest', locationId: 7 },
      { sort: 'nearest', searchLocation: '   ' },
    ] as const) {
      const reply = await search(body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('search.sort_needs_place');
    }
    const unknown = await search({ sort: 'nearest', searchLocation: 'Xyzzyquux' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('search.place_not_found');
    expect((await search({ sort: 'random' as 'newest' })).status).toBe(400);
  });
});

describe('paging an order', () => {
  beforeAll(async () => {
    // Twelve at one place and one price: a tie every order has to break the same on each page.
    for (let i = 0; i < 12; i++) {
      const { id } = await postAirwork(t, client, {
        title: `Tied job ${i}`,
        salary: '700',
        ...TORONTO,
      });
      ids[`tied${i}`] = id;
    }
  });

  it('never repeats or skips an Airwork across pages of ties', async () => {
    const tied = Array.from({ length: 12 }, (_, i) => ids[`tied${i}`]!);
    for (const [sort, expected] of [
      ['nearest', [...tied].sort((a, b) => a - b)],
      ['price_asc', [...tied].sort((a, b) => a - b)],
      ['price_desc', [...tied].sort((a, b) => b - a)],
      ['needed_soonest', [...tied].sort((a, b) => a - b)],
    ] as const) {
      const body = { keywords: 'tied job', sort, searchLocation: 'Toronto', size: 10 } as const;
      const first = await page(body);
      const second = await page({ ...body, page: 2 });
      expect(first.total, sort).toBe(12);
      expect(
        [...first.data, ...second.data].map((a) => a.id),
        sort,
      ).toEqual(expected);
    }
  });
});
