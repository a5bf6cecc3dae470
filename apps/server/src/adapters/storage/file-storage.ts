import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live. Keys are made by the server (never by a user), `/`-separated.
 * The local implementation keeps them under DATA_DIR/files; an S3 one can follow it.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
