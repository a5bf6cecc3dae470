import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './adapters/storage/s3-storage';
import { loadConfig } from './config';
import { createRuntime } from './runtime';
import { post, registerUser } from './test/api';
import { postAirwork } from './test/airworks';
import { startOwnS3, type OwnS3 } from './test/own-s3';
import { openDatabase, type Database } from './db/client';
import { airworks } from './db/schema/airworks';
import { uploads } from './db/schema/uploads';
import { MoveRefused, moveDatabase } from './db/move-database';
import { moveFiles } from './adapters/storage/move-files';

// `npm run db:move`: a marketplace that outgrew the embedded database moves, rows and files,
// into PostgreSQL and S3 — checked table by table, refused onto a database already in use.

const adminUrl = process.env.TEST_DATABASE_URL;
const logger = pino({ level: 'silent' });

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/** The real application on `database` (its close leaves the database open). */
async function appOn(database: Database, dataDir: string, seedDemo: boolean) {
  const web = path.join(dataDir, 'web');
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Airwork</title>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: seedDemo ? '1' : '0',
    RATE_LIMITS: 'off',
  });
  const runtime = await createRuntime(config, logger, {
    database: { ...database, close: () => Promise.resolve() },
    webRoot: web,
    jobs: false,
  });
  await runtime.app.ready();
  return runtime;
}

describe.runIf(adminUrl && process.env.TEST_DB_DRIVER === 'postgres')('moving off PGlite', () => {
  const name = `airwork_test_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let source: Database;
  let target: Database;
  let s3: OwnS3;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-move-'));
    source = await openDatabase({ logger });
    // The demo marketplace, and what a client does in it.
    const before = await appOn(source, dataDir, true);
    const client = await registerUser(before.app, { role_id: 2 });
    const posted = await postAirwork({ app: before.app, db: source.db } as never, client);
    // An Airwork with an attachment: the move copies the Airworks before the uploads, and the
    // Airwork's copy of the attachment's type must come out as it went in (migration 0024).
    const upload = randomBytes(16).toString('hex');
    await source.db.insert(uploads).values({
      id: upload,
      ownerId: client.id,
      storageKey: `attachments/${upload}`,
      contentType: 'application/pdf',
      size: 1,
      originalName: 'brief.pdf',
    });
    await source.db
      .update(airworks)
      .set({ attachmentKey: upload })
      .where(eq(airworks.id, posted.id));
    await before.close();
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    target = await openDatabase({ url: url.toString(), logger });
    s3 = await startOwnS3();
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await s3?.stop();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table, checks each, and the marketplace runs on PostgreSQL after', async () => {
    const moved = await moveDatabase(source.db, target.db);
    const rows = Object.fromEntries(moved.map((m) => [m.table, m.rows]));
    expect(rows.users).toBeGreaterThan(3);
    expect(rows.airworks).toBeGreaterThan(1);
    expect(rows.categories).toBeGreaterThan(5);

    // The same rows on both sides (a sample, beyond the digests the move compared).
    const sample = 'select id, username, email, created_at from users order by id';
    const [here, there] = await Promise.all([
      source.db.execute(sample) as unknown as Promise<{ rows: unknown[] }>,
      target.db.execute(sample) as unknown as Promise<{ rows: unknown[] }>,
    ]);
    expect(there.rows).toEqual(here.rows);
    const attached =
      'select id, client_name, attachment_type from airworks where attachment_key is not null';
    const [a, b] = await Promise.all([
      source.db.execute(attached) as unknown as Promise<{ rows: unknown[] }>,
      target.db.execute(attached) as unknown as Promise<{ rows: { attachment_type: string }[] }>,
    ]);
    expect(b.rows).toEqual(a.rows);
    expect(b.rows.map((r) => r.attachment_type)).toEqual(['application/pdf']);

    // The application on the new database: old accounts sign in, new rows get new ids.
    const after = await appOn(target, dataDir, false);
    try {
      const login = await post(after.app, '/api/member/login', {
        userName: 'demo_client',
        userPwd: 'airwork-demo',
      });
      expect(login.status).toBe(200);
      const newcomer = await registerUser(after.app, { role_id: 2 });
      expect(newcomer.id).toBeGreaterThan(
        Math.max(...(here.rows as { id: number }[]).map((r) => r.id)),
      );
    } finally {
      await after.close();
    }
  });

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    await expect(moveDatabase(source.db, target.db)).rejects.toBeInstanceOf(MoveRefused);
  });

  it('copies every stored file into S3 under its key, partial writes aside', async () => {
    // A directory of its own: the demo's story has put its photos under the app's (issue 46).
    const files = await mkdtemp(path.join(dataDir, 'files-to-move-'));
    await mkdir(path.join(files, 'documents', '7'), { recursive: true });
    await mkdir(path.join(files, '.partial'), { recursive: true });
    await writeFile(path.join(files, 'documents', '7', 'a1'), 'licence');
    await writeFile(path.join(files, 'board-photo'), randomBytes(2048));
    await writeFile(path.join(files, '.partial', 'half'), 'half-written');
    const storage = createS3Storage(s3.bucket);
    expect(await moveFiles(files, storage)).toEqual({ files: 2, bytes: 7 + 2048 });
    expect(await s3.keys()).toEqual(['files/board-photo', 'files/documents/7/a1']);
  });
});
