import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client';
import { emptyPostgresDatabase } from './test-database';

/** The product's migrations. */
export const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
);

export interface BareDatabase {
  db: Db;
  /** Runs the migrations of `folder` not yet run. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the suite's kind (PGlite, or PostgreSQL under `TEST_DB_DRIVER`). */
export async function bareDatabase(): Promise<BareDatabase> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const client = await PGlite.create({ extensions: { pg_trgm, cube } });
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const empty = await emptyPostgresDatabase();
  const pool = new pg.Pool({ connectionString: empty.url.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await empty.drop();
    },
  };
}

/**
 * Migrates `bare` as a database made before migration `idx` was written: a copy of the
 * migrations whose journal stops before it.
 */
export async function migrateBefore(bare: BareDatabase, idx: number): Promise<void> {
  const before = await mkdtemp(path.join(tmpdir(), 'airwork-migrations-'));
  try {
    await cp(MIGRATIONS, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx < idx);
    await writeFile(journalPath, JSON.stringify(journal));
    await bare.migrate(before);
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}
