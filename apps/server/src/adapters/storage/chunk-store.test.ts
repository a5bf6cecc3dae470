import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkSizeError, createChunkStore, type ChunkPlan } from './chunk-store';
import { createLocalStorage } from './file-storage';

// Each chunk is written once, at its place in the file being assembled; storing the merged
// file moves no bytes.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function newRoot() {
  const root = await mkdtemp(path.join(tmpdir(), 'airwork-chunks-'));
  dirs.push(root);
  return root;
}

const plan: ChunkPlan = {
  taskId: 1,
  identifier: 'id-1',
  filename: 'a.zip',
  totalSize: 8,
  chunkSize: 3,
  totalChunks: 3,
};
const bytes = (text: string) => Readable.from([Buffer.from(text)]);

describe('the chunk store', () => {
  it('writes chunks arriving in any order at their place, and knows which arrived whole', async () => {
    const store = createChunkStore(await newRoot());
    expect(await store.plan(7, plan)).toBe(true);
    await store.put(7, plan, 3, 2, bytes('gh'));
    await store.put(7, plan, 1, 3, bytes('abc'));
    expect(await store.has(7, plan, 1)).toBe(true);
    expect(await store.has(7, plan, 2)).toBe(false);
    await store.put(7, plan, 2, 3, bytes('def'));
    expect(await store.has(7, plan, 2)).toBe(true);
    expect((await readFile(store.assembled(7, plan))).toString()).toBe('abcdefgh');
    // Another uploader's identical plan is another file.
    expect(store.assembled(8, plan)).not.toBe(store.assembled(7, plan));
  });

  it('does not count a chunk cut short or too long, and a cut re-send un-counts it', async () => {
    const store = createChunkStore(await newRoot());
    await store.plan(7, plan);
    await expect(store.put(7, plan, 1, 3, bytes('ab'))).rejects.toBeInstanceOf(ChunkSizeError);
    await expect(store.put(7, plan, 1, 3, bytes('abcd'))).rejects.toBeInstanceOf(ChunkSizeError);
    expect(await store.has(7, plan, 1)).toBe(false);
    await store.put(7, plan, 1, 3, bytes('abc'));
    expect(await store.has(7, plan, 1)).toBe(true);
    await expect(store.put(7, plan, 1, 3, bytes('x'))).rejects.toBeInstanceOf(ChunkSizeError);
    expect(await store.has(7, plan, 1)).toBe(false);
  });

  it('refuses a plan that disagrees with the first one, and forgets an upload removed', async () => {
    const store = createChunkStore(await newRoot());
    await store.plan(7, plan);
    expect(await store.plan(7, { ...plan, totalSize: 9 })).toBe(false);
    await store.put(7, plan, 1, 3, bytes('abc'));
    await store.remove(7, plan.taskId, plan.identifier);
    expect(await store.has(7, plan, 1)).toBe(false);
    expect(await store.readPlan(7, plan.taskId, plan.identifier)).toBeUndefined();
  });
});

describe("the assembled file's digest", () => {
  const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const big: ChunkPlan = { ...plan, totalSize: 10_000, chunkSize: 3_000, totalChunks: 4 };
  const data = randomBytes(big.totalSize);
  const chunk = (n: number) => data.subarray((n - 1) * big.chunkSize, n * big.chunkSize);
  const send = (store: ReturnType<typeof createChunkStore>, n: number, bytes = chunk(n)) =>
    store.put(7, big, n, chunk(n).length, Readable.from([bytes]));

  it("is the whole file's, whatever order the chunks came in, with its first bytes", async () => {
    for (const order of [
      [1, 2, 3, 4],
      [4, 3, 2, 1],
      [2, 1, 4, 3],
    ]) {
      const store = createChunkStore(await newRoot(), 100);
      await store.plan(7, big);
      for (const n of order) await send(store, n);
      const digest = await store.digest(7, big);
      expect(digest).toEqual({
        bytes: data.length,
        sha256: sha256(data),
        head: data.subarray(0, 100),
      });
    }
  });

  it('is of the bytes finally written when a chunk hashed already is sent again', async () => {
    const store = createChunkStore(await newRoot());
    await store.plan(7, big);
    for (const n of [1, 2]) await send(store, n);
    const other = randomBytes(big.chunkSize);
    await send(store, 1, other);
    for (const n of [3, 4]) await send(store, n);
    const final = Buffer.concat([other, data.subarray(big.chunkSize)]);
    expect((await store.digest(7, big))?.sha256).toBe(sha256(final));
  });

  it('is read from the file when another process (or instance) received the chunks', async () => {
    const root = await newRoot();
    const first = createChunkStore(root);
    await first.plan(7, big);
    for (const n of [1, 2, 3, 4]) await send(first, n);
    const restarted = createChunkStore(root);
    expect((await restarted.digest(7, big))?.sha256).toBe(sha256(data));
    await restarted.remove(7, big.taskId, big.identifier);
    expect(await first.digest(7, big)).toBeUndefined();
  });
});

describe('storing an assembled file', () => {
  it('links it on the same disk (no byte copied); the stored file outlives the upload', async () => {
    const root = await newRoot();
    const store = createChunkStore(path.join(root, 'chunks'));
    const storage = createLocalStorage(path.join(root, 'files'));
    const small = { ...plan, totalSize: 3, totalChunks: 1 };
    await store.plan(7, small);
    await store.put(7, small, 1, 3, bytes('abc'));
    const file = store.assembled(7, small);
    await storage.putFile('results/1/x', file);
    const stored = path.join(root, 'files', 'results', '1', 'x');
    expect((await stat(stored)).ino).toBe((await stat(file)).ino);
    await store.remove(7, small.taskId, small.identifier);
    const opened = await storage.open('results/1/x');
    expect(opened?.size).toBe(3);
    opened?.stream.destroy();
    expect((await readFile(stored)).toString()).toBe('abc');
  });
});
