import { desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildSearchTestApp } from '../../test/search-app';
import { CATEGORY_IDS } from '@airwork/shared/airworks/airwork.schema';
import { airworks } from '../../db/schema/airworks';
import { SERVICE_CATEGORIES } from '../categories/category-data';
import {
  searchCount,
  searchValues,
  searchWhere,
  type SearchFilter,
} from './airwork-search.repository';

// A search in one category is served by that category's own indexes (migration 0023) only
// while the search writes its category condition as the indexes' condition is written: the
// planner must prove the one inside the other; and its count by the category's partition of
// the narrow copy (migration 0025) only while the category is known when the statement is
// planned. These hold them (and the category list) together; the bench measures what it is
// worth.

let t: TestApp;
beforeAll(async () => {
  t = await buildSearchTestApp(2_000);
});
afterAll(async () => {
  await t.close();
});

/** The rows of `query` (PGlite and node-postgres both answer `{ rows }`). */
const rows = async <R>(query: SQL): Promise<R[]> => {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: R[] }).rows;
};

/** The plan of `query` as text, with scans of the whole table priced out of the way. */
async function planOf(query: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan: unknown = await tx.execute(sql`explain ${query}`);
    return (plan as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  });
}

const newestPage = (where: SQL | undefined) =>
  sql`${t.db
    .select({ id: airworks.id })
    .from(airworks)
    .where(where)
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(20)}`;

const filter = (categoryIds: number[]): SearchFilter => ({
  status: 1,
  postedSince: new Date(Date.now() - 30 * 86_400_000),
  keywordPatterns: ['%roof%'],
  categoryIds,
  minCents: 200_000,
  maxCents: 0,
});

describe("each category's search indexes", () => {
  it('exist for every service category', async () => {
    expect([...CATEGORY_IDS]).toEqual(SERVICE_CATEGORIES.map((c) => c.id));
    const names = (
      await rows<{ indexname: string }>(
        sql`select indexname from pg_indexes where tablename = 'airworks'`,
      )
    ).map((r) => r.indexname);
    for (const { id } of SERVICE_CATEGORIES) {
      expect(names).toContain(`airworks_c${id}_text_idx`);
      expect(names).toContain(`airworks_c${id}_created_idx`);
    }
    // And a partition of the narrow copy each (a category without one counts in the default).
    const partitions = (
      await rows<{ name: string }>(
        sql`select inhrelid::regclass::text as name from pg_inherits
            where inhparent = 'airwork_search'::regclass`,
      )
    ).map((r) => r.name);
    for (const { id } of SERVICE_CATEGORIES) expect(partitions).toContain(`airwork_search_c${id}`);
  });

  it('serve a search in one category: its count by the keyword within it, its pages', async () => {
    const values = searchValues(filter([5]));
    const where = searchWhere(values);
    // The count reads the category's partition of the narrow copy (migration 0025), by the
    // keyword's trigrams, and nothing of any other category.
    const count = await planOf(sql`${searchCount(t.db, values, 201)}`);
    expect(count).toMatch(/Bitmap Index Scan on airwork_search_c5_search_text_idx/);
    expect(count).not.toMatch(/airwork_search_(c[1-46-8]|other)|airworks_/);
    // With a keyword the planner may walk the category's newest or sort its keyword matches
    // (few here); without, the category's newest are walked.
    expect(await planOf(newestPage(where))).toMatch(/airworks_c5_(created|text)_idx/);
    const browsing = searchWhere(searchValues({ ...filter([5]), keywordPatterns: [] }));
    expect(await planOf(newestPage(browsing))).toContain('airworks_c5_created_idx');
  });

  it('leave a search in several categories to the indexes over every Airwork', async () => {
    const plan = await planOf(sql`${searchCount(t.db, searchValues(filter([5, 6])), 201)}`);
    expect(plan).toContain('airworks_category_text_idx');
    expect(plan).not.toMatch(/airworks_c\d_|airwork_search/);
  });
});
