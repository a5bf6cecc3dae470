import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isPartialDir, partialFile, sweepPartialFiles } from './partial-files';

/**
 * Chunks of result uploads on their way, on disk under DATA_DIR/chunks: they outlive a server
 * restart, so an upload resumes where it stopped. A directory per upload, named by a hash of
 * who uploads what (never by a name a user chose), holds a manifest and the numbered chunks.
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

export interface ChunkStore {
  /** Records the plan on the first chunk; false when a later chunk disagrees with it. */
  plan(owner: number, plan: ChunkPlan): Promise<boolean>;
  readPlan(owner: number, taskId: number, identifier: string): Promise<ChunkPlan | undefined>;
  has(owner: number, plan: ChunkPlan, n: number, size: number): Promise<boolean>;
  /** Stores chunk `n`, exactly `size` bytes, or throws ChunkSizeError and keeps nothing. */
  put(owner: number, plan: ChunkPlan, n: number, size: number, data: Readable): Promise<void>;
  /** The chunks in order, as one stream (one file open at a time). */
  read(owner: number, plan: ChunkPlan): Readable;
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

/** Writes `data` to `file` when it is exactly `size` bytes; otherwise keeps nothing. */
async function writeExactly(
  root: string,
  file: string,
  size: number,
  data: Readable,
): Promise<void> {
  const partial = await partialFile(root);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new ChunkSizeError('chunk larger than declared') : null, chunk);
    },
  });
  try {
    await pipeline(data, counter, createWriteStream(partial));
    if (seen !== size) throw new ChunkSizeError('chunk smaller than declared');
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** The size of each read while joining chunks. */
const READ_BYTES = 1024 * 1024;

/**
 * The files' bytes in order, read through file handles rather than streams: a chunk that a
 * racing merge removed fails this generator (and so the joined stream, whose reader handles
 * it) instead of emitting an error event nobody listens to, which would end the process.
 */
async function* readInOrder(files: string[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    const handle = await open(file, 'r');
    try {
      for (;;) {
        const buffer = Buffer.allocUnsafe(READ_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
        if (bytesRead === 0) break;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await handle.close();
    }
  }
}

export function createChunkStore(root: string): ChunkStore {
  const dirOf = (owner: number, taskId: number, identifier: string) =>
    path.join(
      root,
      String(taskId),
      createHash('sha256').update(`${owner}:${identifier}`).digest('hex').slice(0, 40),
    );
  const manifest = (dir: string) => path.join(dir, 'plan.json');
  const chunkOf = (owner: number, plan: ChunkPlan, n: number) =>
    path.join(dirOf(owner, plan.taskId, plan.identifier), `${n}.chunk`);

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
      if (known) {
        return (
          known.totalSize === plan.totalSize &&
          known.chunkSize === plan.chunkSize &&
          known.totalChunks === plan.totalChunks
        );
      }
      const dir = dirOf(owner, plan.taskId, plan.identifier);
      await mkdir(dir, { recursive: true });
      await writeFile(manifest(dir), JSON.stringify(plan));
      return true;
    },
    readPlan,
    async has(owner, plan, n, size) {
      try {
        const s = await stat(chunkOf(owner, plan, n));
        return s.size === size;
      } catch {
        return false;
      }
    },
    async put(owner, plan, n, size, data) {
      await writeExactly(root, chunkOf(owner, plan, n), size, data);
    },
    read(owner, plan) {
      const files = Array.from({ length: plan.totalChunks }, (_, i) => chunkOf(owner, plan, i + 1));
      return Readable.from(readInOrder(files));
    },
    async remove(owner, taskId, identifier) {
      await rm(dirOf(owner, taskId, identifier), { recursive: true, force: true });
    },
    sweep: (before) => sweepUploads(root, before),
    sweepPartials: (startup) => sweepPartialFiles(root, startup),
  };
}
