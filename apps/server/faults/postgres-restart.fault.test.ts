import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airworks } from '../src/db/schema/airworks';
import { registerUser, type Registered } from '../src/test/api';
import { validAirwork } from '../src/test/airworks';
import { percentile, sleep, timedPost, type Sample } from './support/load';
import { postgresBin, startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { remoteApp } from '../src/test/remote-app';
import { startServer, type ServerProcess } from '../src/test/server-process';

// Twenty clients post Airworks without pause while PostgreSQL is restarted three times (fast,
// immediate, fast). Each keeps a ledger of the posts the server acknowledged.

const bin = postgresBin();
const CLIENTS = 20;
let cluster: OwnPostgres;
let server: ServerProcess;
let remote: ReturnType<typeof remoteApp>;
let dataDir: string;

beforeAll(async () => {
  if (!bin) return;
  cluster = await startOwnPostgres(bin);
  await cluster.createDatabase('airwork');
  dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-fault-'));
  server = await startServer({
    DATABASE_URL: cluster.url('airwork'),
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
  });
  remote = remoteApp(server.url, cluster.url('airwork'));
});
afterAll(async () => {
  await server?.stop();
  await remote?.end();
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Posted {
  id: number;
  title: string;
}

/** One client posting until told to stop; acknowledged posts go into the ledger. */
async function postWithoutPause(
  client: Registered,
  n: number,
  running: () => boolean,
  samples: Sample[],
  ledger: Posted[],
): Promise<void> {
  for (let i = 0; running(); i += 1) {
    const title = `Roof inspection ${n}-${i} of a downtown office tower`;
    const s = await timedPost(
      server.url,
      '/api/tasks/add',
      { ...validAirwork, title },
      {
        token: client.token,
      },
    );
    samples.push(s);
    if (s.code === 200) ledger.push({ id: (s.result as { id: number }).id, title });
    else await sleep(50);
  }
}

describe.runIf(bin)('PostgreSQL restarted under write load', () => {
  it('keeps the server up, answers 503 meanwhile, recovers within 5 s and loses no acknowledged write', async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => registerUser(remote.app, { role_id: 2 })),
    );
    const samples: Sample[] = [];
    const ledger: Posted[] = [];
    let running = true;
    const loops = clients.map((c, n) => postWithoutPause(c, n, () => running, samples, ledger));
    await sleep(3_000);
    const restarts: { mode: string; back: number }[] = [];
    for (const mode of ['fast', 'immediate', 'fast'] as const) {
      await cluster.restart(mode);
      restarts.push({ mode, back: Date.now() });
      await sleep(6_000);
      expect(server.alive(), `server alive after a ${mode} restart`).toBe(true);
    }
    running = false;
    await Promise.all(loops);

    const health = await fetch(`${server.url}/readyz`);
    expect(health.status).toBe(200);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);

    // Every reply is a success or the envelope's 503; none is a 500, none took over 5 s.
    const bad = samples.filter(
      (s) => !(s.status === 200 || (s.status === 503 && s.message === 'common.unavailable')),
    );
    expect(bad).toEqual([]);
    const unavailable = samples.filter((s) => s.status === 503).length;
    // Serving again within 5 s of each return of the database.
    for (const r of restarts) {
      const first = samples.find((s) => s.code === 200 && s.at >= r.back);
      expect(first, `a success after the ${r.mode} restart`).toBeDefined();
      expect(first!.at + first!.ms - r.back).toBeLessThan(5_000);
    }
    // Every acknowledged post is there, as acknowledged.
    const stored = await remote.db
      .select({ id: airworks.id, title: airworks.title })
      .from(airworks)
      .where(
        inArray(
          airworks.id,
          ledger.map((p) => p.id),
        ),
      );
    expect(stored.sort((a, b) => a.id - b.id)).toEqual(ledger.sort((a, b) => a.id - b.id));
    process.stdout.write(
      `PostgreSQL restarts: ${samples.length} posts, ${ledger.length} acknowledged, ` +
        `${unavailable} answered 503; p50 ${percentile(
          samples.map((s) => s.ms),
          50,
        ).toFixed(0)} ms, slowest ${Math.max(...samples.map((s) => s.ms)).toFixed(0)} ms\n`,
    );
  });
});
