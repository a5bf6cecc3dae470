import { registerUser } from './api';
import { buildTestApp, type TestApp } from './build-test-app';
import { seedSearchAirworks } from './search-seed';

/** A test app whose database holds `count` open Airworks of one client, seeded in bulk. */
export async function buildSearchTestApp(count: number): Promise<TestApp> {
  const t = await buildTestApp();
  try {
    const client = await registerUser(t.app, { role_id: 2 });
    await seedSearchAirworks(t.db, client.id, 1, count);
    return t;
  } catch (err) {
    await t.close();
    throw err;
  }
}
