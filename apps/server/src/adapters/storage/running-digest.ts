import { createHash, type Hash } from 'node:crypto';
import { open } from 'node:fs/promises';

/** What a merged upload is recorded with. */
export interface FileDigest {
  bytes: number;
  sha256: string;
  /** The first bytes, where the file's type and a photo's EXIF are. */
  head: Buffer;
}

/** The size of each read while hashing. */
const READ_BYTES = 1024 * 1024;
/** Uploads under way whose running hash one process keeps (each holds a few hundred bytes). */
const MAX_RUNNING = 1000;

interface Running {
  hash: Hash;
  /** Bytes hashed from the file's start. */
  done: number;
  /** Bytes it was asked to hash up to (being read now, or soon). */
  target: number;
  head: Buffer[];
  headBytes: number;
  /** The hashing under way: one at a time per upload, in file order. */
  chain: Promise<void>;
  /** A read failed: the merge hashes the file itself. */
  broken: boolean;
}

/**
 * Hashes `file` from `running.done` up to `end` (or its end): the bytes were just written, so
 * they are read from the page cache, while the upload goes on. Answers the bytes read.
 */
async function hashRange(file: string, running: Running, headLimit: number, end = Infinity) {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    while (running.done < end) {
      const want = Math.min(READ_BYTES, end - running.done);
      const { bytesRead } = await handle.read(buffer, 0, want, running.done);
      if (bytesRead === 0) break;
      const piece = buffer.subarray(0, bytesRead);
      running.hash.update(piece);
      if (running.headBytes < headLimit) {
        const kept = piece.subarray(0, headLimit - running.headBytes);
        running.head.push(Buffer.from(kept));
        running.headBytes += kept.length;
      }
      running.done += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/**
 * SHA-256 of files assembled chunk by chunk, computed as the chunks arrive: whenever the chunks
 * from the start are contiguous a little further, those bytes are hashed in the background, so
 * the merge reads only what is left (nothing, when this process saw every chunk in order) rather
 * than the whole file. A chunk rewritten after it was hashed, or an upload this process did not
 * see from its start (another instance, a restart), is hashed from the file at the merge.
 */
export function createRunningDigests(headLimit: number) {
  const running = new Map<string, Running>();
  const start = (): Running => ({
    hash: createHash('sha256'),
    done: 0,
    target: 0,
    head: [],
    headBytes: 0,
    chain: Promise.resolve(),
    broken: false,
  });
  return {
    /** How far `key`'s file is hashed (or being hashed) from its start. */
    position(key: string): number {
      return running.get(key)?.target ?? 0;
    },
    /** Bytes from `from` on of `key`'s file are being rewritten: forget a hash that covered them. */
    rewritten(key: string, from: number) {
      const r = running.get(key);
      if (r && from < r.target) running.delete(key);
    },
    /** The file is whole up to `contiguous` bytes: hash on to there, in the background. */
    advance(key: string, file: string, contiguous: number) {
      let r = running.get(key);
      if (!r) {
        if (running.size >= MAX_RUNNING) running.delete(running.keys().next().value!);
        r = start();
        running.set(key, r);
      }
      const own = r;
      own.target = Math.max(own.target, contiguous);
      // A failed read leaves the rest to the merge, which reads the file itself.
      own.chain = own.chain
        .then(() => hashRange(file, own, headLimit, contiguous))
        .catch(() => {
          own.broken = true;
          if (running.get(key) === own) running.delete(key);
        });
    },
    /**
     * The whole file's digest: the running hash finished from the file, or (none kept) the file
     * read once. undefined when the file is gone (a racing merge finished with it).
     */
    async finish(key: string, file: string): Promise<FileDigest | undefined> {
      const kept = running.get(key);
      running.delete(key);
      if (kept) await kept.chain;
      const r = kept && !kept.broken ? kept : start();
      try {
        await hashRange(file, r, headLimit);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      return { bytes: r.done, sha256: r.hash.digest('hex'), head: Buffer.concat(r.head) };
    },
    forget(key: string) {
      running.delete(key);
    },
  };
}

export type RunningDigests = ReturnType<typeof createRunningDigests>;
