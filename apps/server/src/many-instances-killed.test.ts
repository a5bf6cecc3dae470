import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { post, registerUser, type Registered } from './test/api';
import { heldAirwork, verifiedPilot } from './test/airworks';
import {
  chunkFields,
  chunksOf,
  multipartBody,
  sendChunks,
  sha256,
  testChunk,
  type Upload,
} from './test/chunks';
import { startOwnS3, type OwnS3 } from './test/own-s3';
import { remoteApp } from './test/remote-app';
import { startServer, type ServerProcess } from './test/server-process';

// Issue 24's proof, the crash: two server processes behind one address, as a load balancer
// would have them, on one PostgreSQL database, one Redis prefix and one S3 bucket. The first
// is killed (SIGKILL) while a chunk is on its way to it; the upload resumes through the second.

const MB = 1024 * 1024;
const adminUrl = process.env.TEST_DATABASE_URL;
const shared = process.env.TEST_DB_DRIVER === 'postgres' && adminUrl && process.env.TEST_REDIS_URL;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

describe.runIf(shared)('an instance killed mid-upload', () => {
  const name = `airwork_test_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let databaseUrl: string;
  let s3: OwnS3;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    s3 = await startOwnS3();
    const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
    const instance = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-instance-'));
      dirs.push(dataDir);
      return startServer({
        ...s3.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_PREFIX: prefix,
        SIGNING_SECRET: 'the-secret-every-instance-of-this-deployment-shares',
        RATE_LIMITS: 'off',
      });
    };
    a = await instance();
    b = await instance();
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await s3?.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** Sends the start of chunk `n` to `server` and leaves the rest hanging. */
  async function halfSent(server: ServerProcess, who: Registered, u: Upload, n: number) {
    const chunk = chunksOf(u)[n - 1]!;
    const fields = chunkFields(u, n, chunk.totalChunks, chunk.bytes.length);
    const body = multipartBody(fields, chunk.bytes);
    const half = body.payload.subarray(0, body.payload.length / 2);
    let sentHalf!: () => void;
    const halfway = new Promise<void>((resolve) => (sentHalf = resolve));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(half));
        sentHalf(); // the rest never comes: the server is killed first
      },
    });
    const request = fetch(`${server.url}/api/uploader/chunk`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${who.token}` },
      body: stream,
      duplex: 'half',
    }).catch((err: unknown) => err);
    await halfway;
    return request;
  }

  it('resumes through the other instance and completes with the same bytes', async () => {
    const atA = remoteApp(a.url, databaseUrl);
    const atB = remoteApp(b.url, databaseUrl);
    try {
      const client = await registerUser(atA.app, { role_id: 2 });
      const pilot = await verifiedPilot(atA);
      const airwork = await heldAirwork(atA, client, pilot);
      const day = latestCanadianDay(new Date());
      await post(atA.app, '/api/schedule/add', { tasksId: airwork.id, schedule: day }, pilot.token);
      const u: Upload = {
        taskId: airwork.id,
        identifier: `killed-${randomBytes(4).toString('hex')}`,
        filename: 'survey.zip',
        data: randomBytes(60 * MB),
        chunkSize: 10 * MB,
      };
      await sendChunks(atA.app, pilot.token, u, 1, 2);
      const cut = halfSent(a, pilot, u, 3);
      await new Promise((resolve) => setTimeout(resolve, 200)); // part of it reaches S3
      await a.kill9();
      expect(await cut).toBeInstanceOf(Error);

      // The uploader asks B what is stored: the two whole chunks, not the one cut short.
      expect(await testChunk(atB.app, pilot.token, chunkFields(u, 2, 6, 10 * MB))).toBe(200);
      expect(await testChunk(atB.app, pilot.token, chunkFields(u, 3, 6, 10 * MB))).toBe(204);
      await sendChunks(atB.app, pilot.token, u);
      const merged = await post(
        atB.app,
        '/api/uploader/mergeFile',
        { taskId: u.taskId, filename: u.filename, identifier: u.identifier, totalSize: 60 * MB },
        pilot.token,
      );
      expect(merged.status).toBe(200);
      const file = merged.body.result as ResultFile;
      const download = await fetch(`${b.url}${file.url}`);
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(u.data));
      const objects = (await s3.keys()).filter((k) => k.startsWith(`files/results/${u.taskId}/`));
      expect(objects).toHaveLength(1);
    } finally {
      await atA.end();
      await atB.end();
    }
  });
});
