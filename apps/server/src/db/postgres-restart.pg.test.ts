import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { post, registerUser } from '../test/api';
import { startTcpProxy } from '../test/tcp-proxy';
import { databaseUnavailable } from '../lib/db-errors';

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
    await killConnections(await databaseName());
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
      expect([200, 503]).toContain(r.body.code);
      if (r.body.code === 503) {
        expect(r.status).toBe(503);
        expect(r.body.message).toBe('common.unavailable');
      }
    }
    expect(replies.at(-1)!.body.code).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('survives a connection dropped in the middle of a transaction, between statements', async () => {
    const name = await databaseName();
    // A checked-out client waiting between statements (a transaction awaiting a provider, say)
    // has no pool listener: before every client got its own, this 'error' ended the process.
    const failed = t.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await killConnections(name);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 2`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    const err = await failed;
    expect(err).toBeInstanceOf(Error);
    expect(databaseUnavailable(err)).toBe(true);
    // The broken client was dropped, not handed to the next request.
    const user = await registerUser(t.app);
    const r = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    expect(r.body.code).toBe(200);
  });

  it('answers 503 with the envelope while the database is unreachable, then recovers', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = await buildTestApp({
      databaseThrough: (url) => {
        const routed = new URL(url);
        routed.hostname = '127.0.0.1';
        routed.port = String(proxy.port);
        return routed;
      },
    });
    try {
      const user = await registerUser(via.app);
      await proxy.cut();
      const started = Date.now();
      const r = await post(via.app, '/api/member/login', {
        userName: user.username,
        userPwd: user.password,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBe('2');
      expect(r.body).toEqual({ code: 503, message: 'common.unavailable', result: null });
      expect((await via.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await via.app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await proxy.restore();
      const again = await post(via.app, '/api/member/login', {
        userName: user.username,
        userPwd: user.password,
      });
      expect(again.body.code).toBe(200);
      expect((await via.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await via.close();
      await proxy.close();
    }
  });
});

async function databaseName(): Promise<string> {
  const rows = await t.db.execute(sql`select current_database() as name`);
  return (rows as { rows: { name: string }[] }).rows[0]!.name;
}
