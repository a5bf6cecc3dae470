import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Lets the disk go quiet before a section that measures it: PostgreSQL writes out what the
 * search sections' 100,000 Airworks left dirty (a checkpoint), and the kernel flushes its page
 * cache. Without it the upload, measured after them, shared the disk with that write-back and
 * read 0.24 of `dd` where it reads about 0.5 on a quiet disk.
 */
export async function settleDisk(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('CHECKPOINT');
    } finally {
      await client.end();
    }
  }
  await run('sync');
}
