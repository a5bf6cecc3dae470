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

/**
 * Waits (at most `maxMs`) until this process is quiet: under 5% of a core over a second. The
 * product runs in the bench's process; after the demo story its outbox and scheduled work run
 * for a while, and a page measured beside them shared the CPU with them (TBT ×8).
 */
export async function settleCpu(maxMs = 60_000): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1_000_000 < 0.05) return;
  }
}
