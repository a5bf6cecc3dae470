// `MOVE_TO_DATABASE_URL=<postgres-url> npm run db:move` (or `npm run db:move`, which asks for
// it): moves the embedded database (DATA_DIR/db) into an empty PostgreSQL database and, with
// S3_BUCKET set, every file of DATA_DIR/files into the bucket; checks every table (count and a
// digest of its rows) and every file (its size). Stop the server first: what it writes during
// the move would not be moved. docs/operations.md.
//
// The URL never comes from the command line: its password would show in the process list and
// the shell's history (the second probe, issue 45).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { createS3Bucket } from '../adapters/storage/s3-bucket';
import { createS3Storage } from '../adapters/storage/s3-storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { MoveRefused, moveDatabase } from '../db/move-database';
import { moveFiles } from '../adapters/storage/move-files';
import { createLogger } from '../logger';

const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(2);
};
const USAGE =
  'usage: MOVE_TO_DATABASE_URL=postgres://user:pass@host:5432/airwork npm run db:move\n' +
  '   or: npm run db:move (it asks for the URL)';
if (process.argv.length > 2) {
  fail(`The URL is not taken on the command line, where its password would be seen.\n${USAGE}`);
}
const config = loadConfig();

/** The target: from the environment, else asked for at the terminal. */
async function targetUrl(): Promise<string> {
  if (config.moveTargetUrl) return config.moveTargetUrl;
  if (!process.stdin.isTTY) return fail(USAGE);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await terminal.question('PostgreSQL URL to move into: ')).trim();
  terminal.close();
  return /^postgres(ql)?:\/\//.test(answer) ? answer : fail(`Not a postgres:// URL.\n${USAGE}`);
}
if (config.databaseUrl) {
  fail('DATABASE_URL is set: this setup already runs on PostgreSQL. Unset it to move DATA_DIR/db.');
}
const dbDir = path.join(config.dataDir, 'db');
if (!existsSync(dbDir)) fail(`No embedded database at ${dbDir} (DATA_DIR=${config.dataDir}).`);

const url = await targetUrl();
const logger = createLogger('warn');
const source = await openDatabase({ dataDir: dbDir, logger });
const target = await openDatabase({ url, logger });
try {
  const moved = await moveDatabase(source.db, target.db);
  for (const { table, rows } of moved) {
    process.stdout.write(`${table.padEnd(28)} ${String(rows).padStart(9)} rows, checked\n`);
  }
  if (config.s3) {
    const storage = createS3Storage(createS3Bucket(config.s3));
    const files = await moveFiles(path.join(config.dataDir, 'files'), storage);
    process.stdout.write(
      `files ${files.files} (${files.bytes} bytes) into ${config.s3.bucket}, checked\n`,
    );
  } else {
    process.stdout.write('S3_BUCKET is not set: files stay in DATA_DIR/files.\n');
  }
  process.stdout.write('Done. Set DATABASE_URL (and S3_ settings) and start the server.\n');
} catch (err) {
  if (err instanceof MoveRefused) fail(`Refused: ${err.message}. Give an empty database.`);
  throw err;
} finally {
  await source.close();
  await target.close();
}
