import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ChunkSizeError, createChunkStore, type ChunkPlan, type ChunkStore } from './chunk-store';
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

/** A chunk store on disk with the file storage it stores merged files in. */
async function newStore(headBytes = 0, root?: string) {
  const at = root ?? (await newRoot());
  const storage = createLocalStorage(path.join(at, 'files'));
  return {
    store: createChunkStore(path.join(at, 'chunks'), storage, headBytes),
    storage,
    root: at,
  };
}

const storedText = async (storage: ReturnType<typeof createLocalStorage>, key: string) => {
  const opened = await storage.open(key);
  if (!opened) return undefined;
  const parts: Buffer[] = [];
  for await (const part of opened.stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
};

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
    const { store, storage } = await newStore();
    expect(await store.plan(7, plan)).toBe(true);
    await store.put(7, plan, 3, 2, bytes('gh'));
    await store.put(7, plan, 1, 3, bytes('abc'));
    expect(await store.has(7, plan, 1)).toBe(true);
    expect(await store.has(7, plan, 2)).toBe(false);
    await store.put(7, plan, 2, 3, bytes('def'));
    expect(await store.has(7, plan, 2)).toBe(true);
    // Another uploader's identical plan is another upload.
    expect(await store.has(8, plan, 1)).toBe(false);
    const stored = await store.store(7, plan);
    expect(stored?.bytes).toBe(8);
    expect(await storedText(storage, stored!.key)).toBe('abcdefgh');
  });

  it('does not count a chunk cut short or too long, and a cut re-send un-counts it', async () => {
    const { store } = await newStore();
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
    const { store } = await newStore();
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
  const send = (store: ChunkStore, n: number, bytes = chunk(n)) =>
    store.put(7, big, n, chunk(n).length, Readable.from([bytes]));

  it("is the whole file's, whatever order the chunks came in, with its first bytes", async () => {
    for (const order of [
      [1, 2, 3, 4],
      [4, 3, 2, 1],
      [2, 1, 4, 3],
    ]) {
      const { store } = await newStore(100);
      await store.plan(7, big);
      for (const n of order) await send(store, n);
      const digest = await store.store(7, big);
      expect(digest).toEqual({
        key: expect.stringMatching(/^results\/1\/[0-9a-f]{24}$/) as string,
        bytes: data.length,
        sha256: sha256(data),
        head: data.subarray(0, 100),
      });
    }
  });

  it('is of the bytes finally written when a chunk hashed already is sent again', async () => {
    const { store } = await newStore();
    await store.plan(7, big);
    for (const n of [1, 2]) await send(store, n);
    const other = randomBytes(big.chunkSize);
    await send(store, 1, other);
    for (const n of [3, 4]) await send(store, n);
    const final = Buffer.concat([other, data.subarray(big.chunkSize)]);
    expect((await store.store(7, big))?.sha256).toBe(sha256(final));
  });

  it('is read from the file when another process (or instance) received the chunks', async () => {
    const { store: first, root } = await newStore();
    await first.plan(7, big);
    for (const n of [1, 2, 3, 4]) await send(first, n);
    const { store: restarted } = await newStore(0, root);
    expect((await restarted.store(7, big))?.sha256).toBe(sha256(data));
    await restarted.remove(7, big.taskId, big.identifier);
    expect(await first.store(7, big)).toBeUndefined();
  });
});

describe('storing an assembled file', () => {
  it('links it on the same disk (no byte copied); the stored file outlives the upload', async () => {
    const { store, storage, root } = await newStore();
    const small = { ...plan, totalSize: 3, totalChunks: 1 };
    await store.plan(7, small);
    await store.put(7, small, 1, 3, bytes('abc'));
    const { key } = (await store.store(7, small))!;
    const stored = path.join(root, 'files', ...key.split('/'));
    // Two names for one file on disk: the upload's and the stored one.
    expect((await stat(stored)).nlink).toBe(2);
    await store.remove(7, small.taskId, small.identifier);
    expect((await stat(stored)).nlink).toBe(1);
    expect(await storedText(storage, key)).toBe('abc');
  });
});
