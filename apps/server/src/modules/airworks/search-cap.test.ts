import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { seedSearchAirworks } from '../../test/search-seed';
import { SEARCH_COUNT_CAP } from './airwork-search.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const client = await registerUser(t.app, { role_id: 2 });
  // A quarter of these are older than 30 days: 10,500 fall within the default date range.
  await seedSearchAirworks(t.db, client.id, 1, 14_000);
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

  it('counts exactly below the cap', async () => {
    const page = (await post(t.app, '/api/tasks/searchTasks', { keywords: 'lot 1234' })).body
      .result as AirworkPage;
    // "lot 1234" and "lot 12340" … "lot 12349" (all within 30 days or not, by their number).
    expect(page.more).toBe(false);
    expect(page.total).toBe(page.data.length);
    expect(page.data.every((a) => a.description.includes('lot 1234'))).toBe(true);
  });
});
