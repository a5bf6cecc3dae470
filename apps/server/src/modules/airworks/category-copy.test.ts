import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser, type Registered } from '../../test/api';
import { MIGRATIONS, bareDatabase, migrateBefore } from '../../test/bare-database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedSearchAirworks } from '../../test/search-seed';
import { countOf } from './airwork-pages.repository';
import {
  searchCount,
  searchValues,
  searchWhere,
  type SearchFilter,
} from './airwork-search.repository';
import type { Db } from '../../db/client';
import { airworks } from '../../db/schema/airworks';

// A search in one category counts in that category's copy of its Airworks (`airwork_search`,
// migration 0025), which triggers keep. The copy must be exactly what `airworks` says after
// any write, whoever makes it, and a count there must be the count over `airworks` for every
// kind of filter the search has.

let t: TestApp;
let client: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  await seedSearchAirworks(t.db, client.id, 1, 1_200);
});
afterAll(async () => {
  await t.close();
});

async function rows<R>(db: Db, query: SQL): Promise<R[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: R[] }).rows;
}

/** Rows the copy lacks or holds beyond what `airworks` says, each way. */
async function differences(db: Db) {
  const expected = sql`select distinct c as category_id, a.id as airwork_id, a.status,
    a.created_at, a.salary_cents, a.needed_by, a.search_text, a.place_text,
    lower(a.province) as province, lower(a.city) as city
    from airworks a, unnest(a.category_ids) as c`;
  const held = sql`select category_id, airwork_id, status, created_at, salary_cents, needed_by,
    search_text, place_text, province, city from airwork_search`;
  return rows(db, sql`(${expected} except all ${held}) union all (${held} except all ${expected})`);
}

/** Each row's partition, by category. */
const partitions = (db: Db, id?: number) =>
  rows<{ partition: string; category: number }>(
    db,
    sql`select tableoid::regclass::text as partition, category_id as category
        from airwork_search ${id === undefined ? sql`` : sql`where airwork_id = ${id}`}
        order by category_id`,
  );

const anAirwork = (categoryIds: number[]) => ({
  tasksId: `BN8${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  clientId: client.id,
  title: 'Barn roof survey',
  description: 'd',
  address: '1 Main St',
  city: 'Guelph',
  province: 'Ontario',
  latitude: 43.5,
  longitude: -80.2,
  conditions: '1',
  fileFormat: 'JPG',
  salaryCents: 50_000,
  searchText: 'barn roof survey guelph',
  placeText: 'guelph ontario 1 main st',
  categoryIds,
});

describe("each category's copy of its Airworks", () => {
  it('holds a row per Airwork and category, in that category’s partition', async () => {
    expect(await differences(t.db)).toEqual([]);
    const held = await partitions(t.db);
    expect(held).toHaveLength(1_200);
    for (const { partition, category } of held)
      expect(partition).toBe(`airwork_search_c${category}`);
  });

  it('follows every write of an Airwork a search filters on, and only those', async () => {
    // A repeated category is one row; a category without its own partition has the default.
    const [{ id }] = (await t.db
      .insert(airworks)
      .values(anAirwork([2, 5, 5, 9]))
      .returning({ id: airworks.id })) as [{ id: number }];
    expect(await partitions(t.db, id)).toEqual([
      { partition: 'airwork_search_c2', category: 2 },
      { partition: 'airwork_search_c5', category: 5 },
      { partition: 'airwork_search_other', category: 9 },
    ]);
    const set = async (values: Partial<typeof airworks.$inferInsert>) => {
      await t.db.update(airworks).set(values).where(eq(airworks.id, id));
      expect(await differences(t.db)).toEqual([]);
    };
    await set({ status: 2 });
    await set({ salaryCents: 75_000, neededBy: '2027-01-15' });
    await set({ searchText: 'barn roof inspection', city: 'KITCHENER', province: 'ON' });
    await set({ categoryIds: [3] });
    expect(await partitions(t.db, id)).toEqual([{ partition: 'airwork_search_c3', category: 3 }]);

    // A change no search filters on leaves the copy's row where it was, unwritten.
    const where = async () =>
      rows<{ ctid: string }>(
        t.db,
        sql`select ctid::text from airwork_search where airwork_id = ${id}`,
      );
    const before = await where();
    await set({ scheduledOn: '2027-01-10', title: 'Barn roof survey, again' });
    expect(await where()).toEqual(before);

    await t.db.delete(airworks).where(eq(airworks.id, id));
    expect(await partitions(t.db, id)).toEqual([]);
    expect(await differences(t.db)).toEqual([]);
  });
});

describe("a search's count in one category", () => {
  const now = Date.now();
  const base: SearchFilter = {
    status: 1,
    postedSince: new Date(now - 30 * 86_400_000),
    keywordPatterns: [],
    categoryIds: [4],
    minCents: 0,
    maxCents: 0,
  };
  const filters: [string, Partial<SearchFilter>][] = [
    ['the category alone', {}],
    ['a keyword', { keywordPatterns: ['%roof%'] }],
    [
      'two keywords and a price range',
      { keywordPatterns: ['%roof%', '%lot%'], minCents: 300_000, maxCents: 900_000 },
    ],
    ['a place', { placePattern: '%toronto%' }],
    ['a province by its names', { provinceNames: ['ontario', 'on'] }],
    ['a city', { cities: { names: ['vancouver'], outside: false } }],
    ['outside the cities', { cities: { names: ['vancouver', 'toronto'], outside: true } }],
    ['a day needed by', { neededBy: new Date(now + 20 * 86_400_000).toISOString().slice(0, 10) }],
    ['a week', { postedSince: new Date(now - 7 * 86_400_000) }],
    ['another status', { status: 2 }],
  ];

  it.each(filters)('is the count over every Airwork: %s', async (_, filter) => {
    const values = searchValues({ ...base, ...filter });
    expect(values).toHaveProperty('category');
    const [inCopy] = await searchCount(t.db, values, 100_000);
    const [inAirworks] = await countOf(t.db, searchWhere(values), 100_000);
    expect(inCopy!.n).toBe(inAirworks!.n);
    if (!('status' in filter)) expect(inCopy!.n).toBeGreaterThan(0);
  });
});

describe('a search in one category and one in several', () => {
  it('count an Airwork in both once each (their statements are not one)', async () => {
    // Searches differing only in how many categories they name would otherwise share one
    // statement; the narrow copy holds this Airwork twice, so counting it there across both
    // categories would report 2.
    const [{ id }] = (await t.db
      .insert(airworks)
      .values({ ...anAirwork([6, 7]), searchText: 'grain silo survey guelph' })
      .returning({ id: airworks.id })) as [{ id: number }];
    try {
      const total = async (categoriesId: string) => {
        const reply = await post(t.app, '/api/tasks/searchTasks', {
          keywords: 'silo',
          categoriesId,
        });
        return (reply.body.result as { total: number }).total;
      };
      expect(await total('6')).toBe(1);
      expect(await total('6,7')).toBe(1);
      expect(await total('7')).toBe(1);
    } finally {
      await t.db.delete(airworks).where(eq(airworks.id, id));
    }
  });
});

describe('migration 0025', () => {
  it('copies the Airworks already there', async () => {
    const bare = await bareDatabase();
    try {
      await migrateBefore(bare, 25);
      await bare.db.execute(sql`
        insert into users (user_numbers, username, email, password_hash, role_id, active)
        values ('U1', 'old_client', 'old@example.com', 'x', 2, 1)`);
      await bare.db.execute(sql`
        insert into airworks (tasks_id, client_id, title, description, address, city, province,
          latitude, longitude, conditions, file_format, salary_cents, category_ids, search_text)
        select t, u.id, 'Old', 'd', 'a', 'Ottawa', 'Ontario', 43, -79, '1', 'JPG', 100, c::smallint[], 'old'
        from users u, (values ('BN1', '{1,4}'), ('BN2', '{}'), ('BN3', '{8}')) as v(t, c)`);

      await bare.migrate(MIGRATIONS);
      expect(await differences(bare.db)).toEqual([]);
      expect(await partitions(bare.db)).toEqual([
        { partition: 'airwork_search_c1', category: 1 },
        { partition: 'airwork_search_c4', category: 4 },
        { partition: 'airwork_search_c8', category: 8 },
      ]);
      // And the triggers run from there on.
      await bare.db.execute(sql`update airworks set category_ids = '{2}' where tasks_id = 'BN2'`);
      expect(await differences(bare.db)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
