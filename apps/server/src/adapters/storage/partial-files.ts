import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// A file is written in full under `<root>/.partial/` and renamed into place only when whole, so
// a reader never sees half a file. A process killed mid-write (kill -9, a power cut) leaves its
// partial file there; these helpers name partial files after their writer and remove the ones
// whose writer is gone. `.partial` can never be a storage key (keys start with [a-z0-9]).

const PARTIAL_DIR = '.partial';
/** A partial file of another host nothing was written to for this long is abandoned. */
export const STALE_PARTIAL_MS = 60 * 60_000;

const host = hostname().replace(/[^A-Za-z0-9-]/g, '_');

/** A new partial file's path under `root`, named `<host>~<pid>~<random>`. */
export async function partialFile(root: string): Promise<string> {
  const dir = path.join(root, PARTIAL_DIR);
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${host}~${process.pid}~${randomBytes(6).toString('hex')}`);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the writer of `name` is gone. On this host its process tells: dead, or — at start,
 * before this process wrote anything — our own pid reused by a previous run (pid 1 in a
 * container). Another host's partial file is judged by its age.
 */
function abandoned(name: string, mtimeMs: number, now: number, startup: boolean): boolean {
  const [writerHost, pidText] = name.split('~');
  const pid = Number(pidText);
  if (writerHost === host && Number.isInteger(pid) && pid > 0) {
    if (pid === process.pid) return startup;
    return !processAlive(pid);
  }
  return now - mtimeMs > STALE_PARTIAL_MS;
}

/** Removes the partial files under `root` whose writer is gone; answers how many. */
export async function sweepPartialFiles(root: string, startup: boolean): Promise<number> {
  const dir = path.join(root, PARTIAL_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || !abandoned(name, info.mtimeMs, Date.now(), startup)) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Whether a directory entry of a store's root is the partial-files folder (not a key). */
export const isPartialDir = (name: string) => name === PARTIAL_DIR;
