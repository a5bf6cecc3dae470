import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import { withDeadline } from '../lib/deadline';

/** What repositories see: the same Drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A repository call runs on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A readiness check answers within this, database or not (load balancers time out too). */
const PING_DEADLINE_MS = 2_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  logger: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.logger) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the keyword search's index (migration 0008), cube the nearest-first order's
  // (migration 0018), as on PostgreSQL.
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, cube } });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: async () => {
      await withDeadline(client.query('select 1'), PING_DEADLINE_MS, 'no answer');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // TCP keep-alive: a connection to a host that vanished (failover, a cut network) is noticed
    // by the operating system instead of waiting for ever.
    keepAlive: true,
  });
  // A client emits 'error' when its connection breaks (PostgreSQL restarting, a failover).
  // The pool listens only while a client is idle; a client checked out for a transaction and
  // waiting between statements had no listener, and Node ends a process on an unheard 'error'.
  // So every client gets one for its whole life. The failing statement rejects on its own
  // (its request answers 503); the pool drops the broken client when it is released.
  pool.on('error', (err) => logger.warn({ err }, 'idle PostgreSQL connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'PostgreSQL connection lost'));
  });
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    ping: async () => {
      await withDeadline(pool.query('select 1'), PING_DEADLINE_MS, 'no answer');
    },
    close: () => pool.end(),
  };
}
