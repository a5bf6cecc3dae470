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
  const url = loadConfig(process.env).testDatabaseUrl;
  if (process.env.TEST_DB_DRIVER !== 'postgres') return openDatabase({ logger });
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');

  const name = `airwork_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({
    url: (through ? through(testUrl) : testUrl).toString(),
    logger,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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
