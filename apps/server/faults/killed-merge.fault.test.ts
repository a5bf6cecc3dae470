import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { post, registerUser } from '../src/test/api';
import { heldAirwork, verifiedPilot } from '../src/test/airworks';
import { sendChunk } from '../src/test/chunks';
import { sleep } from './support/load';
import { postgresBin, startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { remoteApp } from '../src/test/remote-app';
import { startServer, type ServerProcess } from '../src/test/server-process';

// A 240 MB result uploaded in chunks to one server, which is killed with SIGKILL; the next one
// merges it (reading the whole file once: it did not see the chunks arrive) and is killed in the
// middle of that; the third merges it again.

const bin = postgresBin();
const CHUNK = 8 * 1024 * 1024;
const CHUNKS = 30;
let cluster: OwnPostgres;
let server: ServerProcess;
let dataDir: string;
const env = () => ({ DATABASE_URL: cluster.url('airwork'), DATA_DIR: dataDir, RATE_LIMITS: 'off' });

beforeAll(async () => {
  if (!bin) return;
  cluster = await startOwnPostgres(bin);
  await cluster.createDatabase('airwork');
  dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-fault-'));
  server = await startServer(env());
});
afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const partials = () => readdir(path.join(dataDir, 'files', '.partial')).catch(() => [] as string[]);

const stored = (taskId: number) =>
  readdir(path.join(dataDir, 'files', 'results', String(taskId))).catch(() => [] as string[]);

describe.runIf(bin)('the server killed (-9) after the upload and in the middle of a merge', () => {
  it('keeps nothing half-written or stray, and the merge again gives the same bytes', async () => {
    let remote = remoteApp(server.url, cluster.url('airwork'));
    const restart = async () => {
      server = await startServer(env());
      await remote.end();
      remote = remoteApp(server.url, cluster.url('airwork'));
    };
    const client = await registerUser(remote.app, { role_id: 2 });
    const pilot = await verifiedPilot(remote);
    const airwork = await heldAirwork(remote, client, pilot);
    const day = latestCanadianDay(new Date());
    const scheduled = await post(
      remote.app,
      '/api/schedule/add',
      { tasksId: airwork.id, schedule: day },
      pilot.token,
    );
    expect(scheduled.status).toBe(200);
    const identifier = `fault-${randomBytes(4).toString('hex')}`;
    const original = createHash('sha256');
    for (let n = 1; n <= CHUNKS; n += 1) {
      const bytes = randomBytes(CHUNK);
      original.update(bytes);
      const fields = {
        chunkNumber: String(n),
        totalChunks: String(CHUNKS),
        chunkSize: String(CHUNK),
        currentChunkSize: String(CHUNK),
        totalSize: String(CHUNK * CHUNKS),
        identifier,
        filename: 'survey.zip',
        relativePath: 'survey.zip',
        taskId: String(airwork.id),
      };
      const sent = await sendChunk(remote.app, pilot.token, fields, bytes);
      expect(sent.status).toBe(200);
    }
    const merge = () =>
      post(
        remote.app,
        '/api/uploader/mergeFile',
        {
          taskId: airwork.id,
          filename: 'survey.zip',
          identifier,
          totalSize: CHUNK * CHUNKS,
          type: 'application/zip',
        },
        pilot.token,
      );

    await server.kill9();
    await restart();
    try {
      // This server did not see the chunks arrive: it reads the 240 MB to hash them, and is
      // killed while it does (or, on a very fast disk, just after it finished).
      const merging = merge().catch(() => undefined);
      await sleep(60);
      await server.kill9();
      await merging;
      await restart();

      const merged = await merge();
      expect(merged.status).toBe(200);
      const file = merged.body.result as ResultFile;
      const download = await fetch(`${server.url}${file.url}`);
      expect(download.status).toBe(200);
      const hash = createHash('sha256');
      for await (const part of download.body!) hash.update(part as Uint8Array);
      expect(hash.digest('hex')).toBe(original.digest('hex'));
      // One stored file, one record; nothing half-written anywhere.
      expect(await stored(airwork.id)).toHaveLength(1);
      const results = await post(
        remote.app,
        '/api/tasks/getResult',
        { tasksId: airwork.id },
        client.token,
      );
      expect(results.body.result).toHaveLength(1);
      expect(await partials()).toEqual([]);
    } finally {
      await remote.end();
    }
  });
});
