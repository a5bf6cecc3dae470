import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../../lib/byte-range';
import { partialFile, sweepPartialFiles } from './partial-files';

/**
 * Where files live. Keys are made by the server (never by a user), `/`-separated.
 * The local implementation keeps them under DATA_DIR/files; s3-storage.ts in a bucket.
 * `put` streams: no file is ever held whole in memory (result uploads run to gigabytes).
 */
export interface FileStorage {
  /** Stores the bytes under `key` (replacing any), and answers how many there were. */
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /**
   * Stores the local file `file` (which stays where it is) under a new `key`. On the same disk
   * it is a hard link: not one byte is copied (a merged upload of gigabytes costs nothing).
   */
  putFile(key: string, file: string): Promise<void>;
  /**
   * The file, or only the bytes `range` names (inclusive, as HTTP ranges); `size` is always the
   * whole file's. undefined when there is no such file.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Removes files left half-written by a writer that is gone (a process killed mid-write);
   * `startup`: before this process has written anything. Answers how many.
   */
  sweepPartials(startup: boolean): Promise<number>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** A key the server made (never a user): lower-case, `/`-separated, no `..`. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  const put: FileStorage['put'] = async (key, data) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file, a failed write leaves none
    // (and a killed process's leftover is swept: partial-files.ts).
    const partial = await partialFile(root);
    let size = 0;
    const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(partial));
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return { size };
  };
  return {
    put,
    async putFile(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await link(file, target);
      } catch (err) {
        // Another disk (or a filesystem without links): copied, through a partial file.
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw err;
        await put(key, createReadStream(file));
      }
    },
    async open(key, range) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file, range), size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    sweepPartials: (startup) => sweepPartialFiles(root, startup),
  };
}
