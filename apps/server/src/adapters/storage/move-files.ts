import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** What `moveFiles` copied. */
export interface MovedFiles {
  files: number;
  bytes: number;
}

/** Every file under `root` (DATA_DIR/files) as its storage key, half-written ones aside. */
async function* filesUnder(root: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .partial: writes that never finished
    const key = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Copies every file of `root` into `storage` (S3) under the same key, then checks that each
 * is there with its size. The files on disk are left as they are.
 */
export async function moveFiles(root: string, storage: FileStorage): Promise<MovedFiles> {
  let files = 0;
  let bytes = 0;
  const exists = await stat(root).then(
    () => true,
    () => false,
  );
  if (!exists) return { files, bytes };
  for await (const key of filesUnder(root)) {
    const { size } = await stat(path.join(root, ...key.split('/')));
    await storage.put(key, createReadStream(path.join(root, ...key.split('/'))));
    const stored = await storage.open(key);
    stored?.stream.destroy();
    if (stored?.size !== size) throw new Error(`${key}: ${size} bytes here, ${stored?.size} there`);
    files += 1;
    bytes += size;
  }
  return { files, bytes };
}
