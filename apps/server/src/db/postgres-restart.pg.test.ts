import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { post, registerUser } from '../test/api';

// PostgreSQL only: what happens to a running server when the database drops its connections
// (a restart or failover looks the same to the pool).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function killConnections(database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL connection loss', () => {
  it('answers with the envelope meanwhile, stays up and recovers by itself', async () => {
    const user = await registerUser(t.app);
    const rows = await t.db.execute(sql`select current_database() as name`);
    const name = (rows as { rows: { name: string }[] }).rows[0]!.name;

    await killConnections(name);
    const replies = [];
    for (let i = 0; i < 20; i++) {
      const r = await post(t.app, '/api/member/login', {
        userName: user.username,
        userPwd: user.password,
      });
      replies.push(r);
      if (r.body.code === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const r of replies) {
      expect([200, 500]).toContain(r.body.code);
      if (r.body.code === 500) expect(r.body.message).toBe('common.unknow_error');
    }
    expect(replies.at(-1)!.body.code).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
