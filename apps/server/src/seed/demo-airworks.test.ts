import { count, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { airworks } from '../db/schema/airworks';
import { post } from '../test/api';
import { buildTestApp } from '../test/build-test-app';
import { seedDemoAirworks } from './demo-airworks';

describe('demo data', () => {
  it('seeds about forty Airworks over Canada, every category and several states, once', async () => {
    const demo = await buildTestApp({ env: { SEED_DEMO: '1' } });
    try {
      const rows = await demo.db.select().from(airworks);
      expect(rows.length).toBe(40);
      expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 6, 7]));
      expect(new Set(rows.flatMap((r) => r.categoryIds)).size).toBe(8);
      const latest = await post(demo.app, '/api/tasks/latestNewTasks', {});
      expect((latest.body.result as Airwork[]).length).toBe(8);
      // Found by keyword and by place like any posted Airwork (they were not: no search text).
      const roofs = await post(demo.app, '/api/tasks/searchTasks', { keywords: 'roof' });
      expect((roofs.body.result as { total: number }).total).toBeGreaterThan(0);
      expect(rows.every((r) => r.searchText !== '' && r.placeText !== '')).toBe(true);
      // Rows written without them (by an earlier seed) get them at the next start.
      await demo.db
        .update(airworks)
        .set({ searchText: '', placeText: '' })
        .where(gt(airworks.id, 0));
      await seedDemoAirworks(demo.db);
      expect((await demo.db.select({ n: count() }).from(airworks))[0]!.n).toBe(40);
      const again = await post(demo.app, '/api/tasks/searchTasks', { keywords: 'roof' });
      expect(again.body.result).toEqual(roofs.body.result);
    } finally {
      await demo.close();
    }
  });
});
