import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, empty database for one test file: in-memory PGlite, or a randomly named
 * PostgreSQL database (dropped on close) when the project runs on PostgreSQL.
 */
export async function openTestDatabase(
  logger: Logger,
  /** PostgreSQL only: where the app connects instead (a proxy the test can cut). */
  through?: (url: URL) => URL,
): Promise<Database> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ logger });
  const empty = await emptyPostgresDatabase();
  const database = await openDatabase({
    url: (through ? through(empty.url) : empty.url).toString(),
    logger,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A randomly named, empty PostgreSQL database on TEST_DATABASE_URL's server, not migrated. */
export async function emptyPostgresDatabase(): Promise<{ url: URL; drop(): Promise<void> }> {
  const admin = loadConfig(process.env).testDatabaseUrl;
  if (!admin) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `airwork_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url, drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
