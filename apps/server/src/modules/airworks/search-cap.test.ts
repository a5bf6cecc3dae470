import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import type { TestApp } from '../../test/build-test-app';
import { post } from '../../test/api';
import { buildSearchTestApp } from '../../test/search-app';
import { airworks } from '../../db/schema/airworks';
import { SEARCH_COUNT_CAP } from './airwork-search.repository';

let t: TestApp;
beforeAll(async () => {
  // A quarter of these are older than 30 days: 1,500 fall within the default date range.
  t = await buildSearchTestApp(2_000);
});
afterAll(async () => {
  await t.close();
});

describe('counting a large search', () => {
  it('stops at the cap and says there are more; pages still come newest first', async () => {
    const page = (await post(t.app, '/api/tasks/searchTasks', { size: 80 })).body
      .result as AirworkPage;
    expect(page.total).toBe(SEARCH_COUNT_CAP);
    expect(page.more).toBe(true);
    expect(page.data).toHaveLength(80);
    const times = page.data.map((a) => Date.parse(a.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('still answers pages past the cap, in order', async () => {
    const search = async (page: number) =>
      (await post(t.app, '/api/tasks/searchTasks', { page, size: 20 })).body.result as AirworkPage;
    const [before, past] = [await search(10), await search(12)];
    expect(past.total).toBe(SEARCH_COUNT_CAP);
    expect(past.more).toBe(true);
    expect(past.data).toHaveLength(20);
    const last = (p: AirworkPage) => Date.parse(p.data.at(-1)!.createTime);
    expect(Date.parse(past.data[0]!.createTime)).toBeLessThanOrEqual(last(before));
  });

  it('counts a page past the end', async () => {
    const page = (await post(t.app, '/api/tasks/searchTasks', { keywords: 'lot 121', page: 9 }))
      .body.result as AirworkPage;
    expect(page.data).toEqual([]);
    expect(page.total).toBeGreaterThan(5);
  });

  it('counts exactly below the cap', async () => {
    const page = (await post(t.app, '/api/tasks/searchTasks', { keywords: 'lot 121' })).body
      .result as AirworkPage;
    // Both words, anywhere ("lot 121", "lot 1210" … "1121 Main St" …), posted within 30 days.
    const since = Date.now() - 30 * 86_400_000;
    const expected = (await t.db.select().from(airworks)).filter(
      (a) =>
        a.searchText.includes('lot') &&
        a.searchText.includes('121') &&
        a.createdAt.getTime() >= since,
    );
    expect(page.more).toBe(false);
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(3);
    expect(page.data.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
  });
});

describe('a search made again', () => {
  const search = async (page: number, size: number) =>
    (await post(t.app, '/api/tasks/searchTasks', { keywords: 'lot 12', page, size })).body
      .result as AirworkPage;

  /** A new open Airwork like `match`, posted now. */
  const copyOf = async (match: typeof airworks.$inferSelect, tasksId: string) => {
    const { id: matchId, ...copy } = match;
    const [added] = await t.db
      .insert(airworks)
      .values({ ...copy, tasksId, createdAt: new Date() })
      .returning({ id: airworks.id });
    expect(added!.id).not.toBe(matchId);
    return added!.id;
  };

  it('past the cap, reads only its page: the rows are fresh, the count is kept', async () => {
    const newest = async () =>
      (await post(t.app, '/api/tasks/searchTasks', { size: 10 })).body.result as AirworkPage;
    const first = await newest();
    expect([first.total, first.more]).toEqual([SEARCH_COUNT_CAP, true]);
    const [open] = await t.db.select().from(airworks).where(eq(airworks.id, first.data[0]!.id));
    const added = await copyOf(open!, 'AW99999001');
    const again = await newest();
    expect(again.data.map((a) => a.id)).toEqual([
      added,
      ...first.data.slice(0, 9).map((a) => a.id),
    ]);
    expect([again.total, again.more]).toEqual([SEARCH_COUNT_CAP, true]);
  });

  it('shows a new Airwork at once; its last page (then every page) counts it', async () => {
    const before = await search(1, 10);
    expect(before.total).toBeGreaterThan(10);
    const since = Date.now() - 30 * 86_400_000;
    const [match] = (await t.db.select().from(airworks)).filter(
      (a) =>
        a.searchText.includes('lot') &&
        a.searchText.includes('12') &&
        a.createdAt.getTime() >= since,
    );
    const added = await copyOf(match!, 'AW99999121');
    // The rows are never kept: the new Airwork is first at once.
    expect((await search(1, 10)).data[0]!.id).toBe(added);
    // The last page knows the exact total, and from then on every page says it.
    const lastPage = Math.ceil((before.total + 1) / 10);
    expect((await search(lastPage, 10)).total).toBe(before.total + 1);
    expect((await search(1, 10)).total).toBe(before.total + 1);
  });
});
