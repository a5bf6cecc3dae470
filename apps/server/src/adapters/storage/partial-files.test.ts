import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createChunkStore } from './chunk-store';
import { createLocalStorage } from './file-storage';
import { partialFile } from './partial-files';

// Files are written under `.partial/` and renamed when whole; a writer killed mid-write leaves
// its partial file there, which these sweeps remove — and only those.

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function newRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'airwork-partials-'));
  roots.push(root);
  return root;
}

/** A pid no process has now: one that ran and exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Leftovers of four writers: a dead one here, ourselves, and two on another host. */
async function leftovers(root: string) {
  const ours = await partialFile(root);
  const dir = path.dirname(ours);
  const [host, pid] = path.basename(ours).split('~');
  const names = {
    dead: `${host}~${deadPid()}~aaaa`,
    ours: `${host}~${pid}~bbbb`,
    elsewhereFresh: 'other-host~123~cccc',
    elsewhereOld: 'other-host~456~dddd',
  };
  for (const name of Object.values(names)) await writeFile(path.join(dir, name), 'half a file');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  await utimes(path.join(dir, names.elsewhereOld), twoHoursAgo, twoHoursAgo);
  return { dir, names };
}

describe('half-written files', () => {
  it('are removed when their writer is gone: a dead process here, or long silence elsewhere', async () => {
    const root = await newRoot();
    const storage = createLocalStorage(root);
    const { dir, names } = await leftovers(root);
    expect(await storage.sweepPartials(false)).toBe(2);
    expect((await readdir(dir)).sort()).toEqual([names.elsewhereFresh, names.ours].sort());
    // At start this process has written nothing: a partial file with its pid is a previous
    // run's (a container's pid 1, say).
    expect(await storage.sweepPartials(true)).toBe(1);
    expect(await readdir(dir)).toEqual([names.elsewhereFresh]);
  });

  it('are swept from the chunk store too, whose uploads stay', async () => {
    const root = await newRoot();
    const chunks = createChunkStore(root, createLocalStorage(path.join(root, 'files')));
    const plan = {
      taskId: 1,
      identifier: 'u1',
      filename: 'a.zip',
      totalSize: 3,
      chunkSize: 3,
      totalChunks: 1,
    };
    await chunks.plan(7, plan);
    const { Readable } = await import('node:stream');
    await chunks.put(7, plan, 1, 3, Readable.from([Buffer.from('abc')]));
    await leftovers(root);
    expect(await chunks.sweepPartials(false)).toBe(2);
    // The `.partial` folder is not an upload: the week-long sweep leaves real uploads alone.
    expect(await chunks.sweep(new Date(Date.now() - 60_000))).toBe(0);
    expect(await chunks.has(7, plan, 1)).toBe(true);
  });

  it('that a killed process left are gone when the server starts again', async () => {
    const first = await buildTestApp();
    const root = path.join(first.config.dataDir, 'files');
    const { dir, names } = await leftovers(root);
    const second = await buildTestApp({ restartOf: first });
    try {
      await first.close();
      const left = await readdir(dir);
      expect(left).not.toContain(names.dead);
      expect(left).not.toContain(names.elsewhereOld);
      // Another host's recent file may be a write in progress on a shared volume.
      expect(left).toContain(names.elsewhereFresh);
    } finally {
      await second.close();
    }
  });
});
