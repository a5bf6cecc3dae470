import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildSearchTestApp } from '../../test/search-app';
import {
  STATEMENT_SHAPES,
  searchAirworks,
  statementsKept,
  type SearchFilter,
} from './airwork-search.repository';

// The search keeps the statement it built for each shape of search (which values it has), the
// most recent STATEMENT_SHAPES of them: a visitor can make as many shapes as keywords and
// cities can be combined, and none may grow the process for good.

let t: TestApp;
beforeAll(async () => {
  t = await buildSearchTestApp(300);
});
afterAll(async () => {
  await t.close();
});

const CITIES = ['toronto', 'markham', 'kingston', 'calgary', 'halifax', 'vancouver', 'montréal'];

/** A search with `keywords` words and `cities` cities: each pair is a shape of its own. */
const shaped = (keywords: number, cities: number): SearchFilter => ({
  status: 1,
  postedSince: new Date(Date.now() - 30 * 86_400_000),
  keywordPatterns: Array.from({ length: keywords }, (_, i) => (i % 2 ? '%lot%' : '%main st%')),
  categoryIds: [],
  minCents: 0,
  maxCents: 0,
  cities: {
    names: Array.from({ length: cities }, (_, i) => CITIES[i % CITIES.length]!),
    outside: true,
  },
});

describe('the kept search statements', () => {
  it('are at most STATEMENT_SHAPES, and a shape dropped is built again with the same answer', async () => {
    const first = await searchAirworks(t.db, shaped(1, 1), 20, 0);
    expect(first.rows.length).toBeGreaterThan(0);
    const shapes = Math.ceil((STATEMENT_SHAPES + 20) / 15);
    for (let keywords = 1; keywords <= shapes; keywords += 1)
      for (let cities = 1; cities <= 15; cities += 1)
        await searchAirworks(t.db, shaped(keywords, cities), 20, 0);
    expect(statementsKept(t.db)).toBe(STATEMENT_SHAPES);
    // The first shape was the least recently used: dropped, then built again.
    const again = await searchAirworks(t.db, shaped(1, 1), 20, 0);
    expect(again.total).toBe(first.total);
    expect(again.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(statementsKept(t.db)).toBe(STATEMENT_SHAPES);
  });
});
