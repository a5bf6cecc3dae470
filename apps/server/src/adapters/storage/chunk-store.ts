import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';
import { isPartialDir, sweepPartialFiles } from './partial-files';
import { createRunningDigests, type FileDigest } from './running-digest';

/**
 * Chunks of result uploads on their way, on disk under DATA_DIR/chunks: they outlive a server
 * restart, so an upload resumes where it stopped. A directory per upload, named by a hash of
 * who uploads what (never by a name a user chose), holds a manifest, the file being assembled
 * and a marker per chunk received whole. Each chunk is written once, at its place in the file
 * (chunk n at (n − 1) × chunkSize): merging moves no bytes (issue 22; before, every byte was
 * written twice, as a chunk and again into the joined copy).
 */
export interface ChunkPlan {
  taskId: number;
  identifier: string;
  filename: string;
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
}

export class ChunkSizeError extends Error {}

/** A merged upload as stored: its key in the file storage and what it holds. */
export type StoredUpload = FileDigest & { key: string };

export interface ChunkStore {
  /** Records the plan on the first chunk; false when a later chunk disagrees with it. */
  plan(owner: number, plan: ChunkPlan): Promise<boolean>;
  readPlan(owner: number, taskId: number, identifier: string): Promise<ChunkPlan | undefined>;
  /** Whether chunk `n` was received whole. */
  has(owner: number, plan: ChunkPlan, n: number): Promise<boolean>;
  /**
   * Writes chunk `n`, exactly `size` bytes, at its place in the file; otherwise throws
   * ChunkSizeError and the chunk counts as not received.
   */
  put(owner: number, plan: ChunkPlan, n: number, size: number, data: Readable): Promise<void>;
  /**
   * Stores the assembled file (every chunk `has` been received) in the file storage, and
   * answers its key there, size, SHA-256 and first `headBytes` bytes; undefined when the
   * upload is gone (a racing merge finished with it). On disk the file is linked, not copied;
   * in S3 the multipart upload is completed: either way no byte is written again.
   */
  store(owner: number, plan: ChunkPlan): Promise<StoredUpload | undefined>;
  remove(owner: number, taskId: number, identifier: string): Promise<void>;
  /** Removes uploads nothing was written to since `before` (abandoned); answers how many. */
  sweep(before: Date): Promise<number>;
  /** Removes chunks left half-written by a writer that is gone (see FileStorage). */
  sweepPartials(startup: boolean): Promise<number>;
}

/** The latest time anything in `dir` was written (its plan or a chunk). */
async function lastWrite(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let latest = (await stat(dir).catch(() => undefined))?.mtimeMs ?? 0;
  for (const name of names) {
    const s = await stat(path.join(dir, name)).catch(() => undefined);
    if (s && s.mtimeMs > latest) latest = s.mtimeMs;
  }
  return latest;
}

/** Every upload directory under `root` (`root/<taskId>/<hash>`). */
async function uploadDirs(root: string): Promise<string[]> {
  const tasks = await readdir(root).catch(() => [] as string[]);
  const dirs: string[] = [];
  for (const task of tasks.filter((name) => !isPartialDir(name))) {
    const uploads = await readdir(path.join(root, task)).catch(() => [] as string[]);
    dirs.push(...uploads.map((u) => path.join(root, task, u)));
  }
  return dirs;
}

async function sweepUploads(root: string, before: Date): Promise<number> {
  let swept = 0;
  for (const dir of await uploadDirs(root)) {
    if ((await lastWrite(dir)) >= before.getTime()) continue;
    await rm(dir, { recursive: true, force: true });
    swept += 1;
  }
  return swept;
}

/**
 * Passes exactly `size` bytes: more fails the chunk as it streams, fewer once it ends
 * (ChunkSizeError either way). Shared by the disk and the S3 chunk stores.
 */
export function exactlyBytes(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new ChunkSizeError('chunk larger than declared') : null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new ChunkSizeError('chunk smaller than declared'));
    },
  });
}

/**
 * Writes `data` into `file` from byte `start` when it is exactly `size` bytes long; otherwise
 * throws (what was written of it stays, but nothing marks it received).
 */
async function writeAt(file: string, start: number, size: number, data: Readable): Promise<void> {
  await pipeline(data, exactlyBytes(size), createWriteStream(file, { flags: 'r+', start }));
}

/** Whether a later chunk's plan agrees with the upload's first. */
export const samePlan = (a: ChunkPlan, b: ChunkPlan) =>
  a.totalSize === b.totalSize && a.chunkSize === b.chunkSize && a.totalChunks === b.totalChunks;

/** How many bytes from the start are whole: up to the first chunk not received after `from`. */
async function wholeFromStart(
  plan: ChunkPlan,
  from: number,
  received: (n: number) => Promise<boolean>,
): Promise<number> {
  let next = Math.floor(from / plan.chunkSize) + 1;
  while (next <= plan.totalChunks && (await received(next))) next += 1;
  return Math.min((next - 1) * plan.chunkSize, plan.totalSize);
}

/**
 * Links the upload's assembled file into the file storage under a name of its own (two merges
 * racing each store theirs; the database records one) and answers what it holds.
 */
async function storeAssembled(
  storage: FileStorage,
  digests: ReturnType<typeof createRunningDigests>,
  dir: string,
  plan: ChunkPlan,
): Promise<StoredUpload | undefined> {
  const file = path.join(dir, 'file');
  // Hashed as the chunks came where this process received them in order; the rest read once.
  const digest = await digests.finish(dir, file);
  if (!digest) return undefined;
  const key = `results/${plan.taskId}/${randomBytes(12).toString('hex')}`;
  try {
    await storage.putFile(key, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return { key, ...digest };
}

export function createChunkStore(root: string, storage: FileStorage, headBytes = 0): ChunkStore {
  const digests = createRunningDigests(headBytes);
  const dirOf = (owner: number, taskId: number, identifier: string) =>
    path.join(
      root,
      String(taskId),
      createHash('sha256').update(`${owner}:${identifier}`).digest('hex').slice(0, 40),
    );
  const manifest = (dir: string) => path.join(dir, 'plan.json');
  const dirOfPlan = (owner: number, plan: ChunkPlan) => dirOf(owner, plan.taskId, plan.identifier);
  const dataOf = (dir: string) => path.join(dir, 'file');
  const receivedOf = (owner: number, plan: ChunkPlan, n: number) =>
    path.join(dirOfPlan(owner, plan), `${n}.received`);

  const has: ChunkStore['has'] = (owner, plan, n) =>
    stat(receivedOf(owner, plan, n)).then(
      () => true,
      () => false,
    );

  const readPlan: ChunkStore['readPlan'] = async (owner, taskId, identifier) => {
    try {
      const text = await readFile(manifest(dirOf(owner, taskId, identifier)), 'utf8');
      return JSON.parse(text) as ChunkPlan;
    } catch {
      return undefined;
    }
  };

  return {
    async plan(owner, plan) {
      const known = await readPlan(owner, plan.taskId, plan.identifier);
      if (known) return samePlan(known, plan);
      const dir = dirOf(owner, plan.taskId, plan.identifier);
      await mkdir(dir, { recursive: true });
      // The file first: a plan on disk always has its file ('a' keeps one a racing
      // first chunk has begun to fill).
      await writeFile(dataOf(dir), '', { flag: 'a' });
      await writeFile(manifest(dir), JSON.stringify(plan));
      return true;
    },
    readPlan,
    has,
    async put(owner, plan, n, size, data) {
      // Unmarked while it is written: a rewrite cut short leaves the chunk to be sent again.
      const dir = dirOfPlan(owner, plan);
      const received = receivedOf(owner, plan, n);
      await rm(received, { force: true });
      digests.rewritten(dir, (n - 1) * plan.chunkSize);
      await writeAt(dataOf(dir), (n - 1) * plan.chunkSize, size, data);
      await writeFile(received, '');
      const whole = await wholeFromStart(plan, digests.position(dir), (k) => has(owner, plan, k));
      digests.advance(dir, dataOf(dir), whole);
    },
    store: (owner, plan) => storeAssembled(storage, digests, dirOfPlan(owner, plan), plan),
    async remove(owner, taskId, identifier) {
      digests.forget(dirOf(owner, taskId, identifier));
      await rm(dirOf(owner, taskId, identifier), { recursive: true, force: true });
    },
    sweep: (before) => sweepUploads(root, before),
    sweepPartials: (startup) => sweepPartialFiles(root, startup),
  };
}
