import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createChunkStore, type ChunkPlan } from './chunk-store';

// Joining chunks while a racing merge removes them: the joined stream fails, as a rejection
// its reader handles — never as an error event nobody listens to, which ends the process.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the chunk store', () => {
  it('joins the chunks in order, and fails the joined stream when a chunk is gone', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'airwork-chunks-'));
    dirs.push(root);
    const store = createChunkStore(root);
    const plan: ChunkPlan = {
      taskId: 1,
      identifier: 'id-1',
      filename: 'a.zip',
      totalSize: 6,
      chunkSize: 3,
      totalChunks: 2,
    };
    expect(await store.plan(7, plan)).toBe(true);
    await store.put(7, plan, 1, 3, Readable.from([Buffer.from('abc')]));
    await store.put(7, plan, 2, 3, Readable.from([Buffer.from('def')]));
    const whole: Buffer[] = [];
    for await (const piece of store.read(7, plan)) whole.push(piece as Buffer);
    expect(Buffer.concat(whole).toString()).toBe('abcdef');

    for (let i = 0; i < 20; i++) {
      const joined = store.read(7, plan);
      const failed = new Promise((resolve) => joined.once('error', resolve));
      if (i === 0) await store.remove(7, plan.taskId, plan.identifier);
      joined.resume();
      expect(await failed).toMatchObject({ code: 'ENOENT' });
    }
  });

  it('lets a reader stop halfway while the chunks are being removed', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'airwork-chunks-'));
    dirs.push(root);
    const store = createChunkStore(root);
    for (let i = 0; i < 30; i++) {
      const plan: ChunkPlan = {
        taskId: 1,
        identifier: `stop-${i}`,
        filename: 'a.zip',
        totalSize: 9,
        chunkSize: 3,
        totalChunks: 3,
      };
      await store.plan(7, plan);
      for (const n of [1, 2, 3])
        await store.put(7, plan, n, 3, Readable.from([Buffer.from('abc')]));
      const joined = store.read(7, plan);
      joined.on('error', () => undefined);
      await new Promise<void>((resolve) => joined.once('data', () => resolve()));
      // A racing merge takes the chunks away as this reader gives up.
      const removing = store.remove(7, plan.taskId, plan.identifier);
      joined.destroy();
      await removing;
      await new Promise((r) => setTimeout(r, 5));
    }
  });
});
