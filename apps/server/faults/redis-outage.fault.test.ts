import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Registered } from '../src/test/api';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '../src/test/own-redis';
import { percentile, sleep, timedPost, type Sample } from './support/load';
import { postgresBin, startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { remoteApp } from '../src/test/remote-app';
import { startServer, type ServerProcess } from '../src/test/server-process';

// Sign-ins while the Redis that holds the limits is killed for 20 s, with the limits on.

const bin = postgresBin();
const prefix = `airwork-fault-${randomBytes(4).toString('hex')}:`;
let cluster: OwnPostgres;
let redis: OwnRedis;
let server: ServerProcess;
let remote: ReturnType<typeof remoteApp>;
let dataDir: string;

beforeAll(async () => {
  if (!bin || !redisServerAvailable) return;
  cluster = await startOwnPostgres(bin);
  await cluster.createDatabase('airwork');
  redis = await startOwnRedis();
  dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-fault-'));
  server = await startServer({
    DATABASE_URL: cluster.url('airwork'),
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    SIGNING_SECRET: 'fault-suite-signing-secret-for-every-instance',
    // Each sign-in comes from its own address, as many users' would: the per-IP limit stays
    // out of the way of the timing, and is tried on its own afterwards.
    TRUST_PROXY: 'true',
  });
  remote = remoteApp(server.url, cluster.url('airwork'));
});
afterAll(async () => {
  await server?.stop();
  await remote?.end();
  await redis?.stop();
  await cluster?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

const signIn = (user: Registered, password: string, from = nextAddress()) =>
  timedPost(
    server.url,
    '/api/member/login',
    { userName: user.username, userPwd: password },
    { headers: { 'x-forwarded-for': from } },
  );

/** Signs in one after another for `ms`; answers each sign-in. */
async function signInsFor(user: Registered, ms: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) samples.push(await signIn(user, user.password));
  return samples;
}

const p95 = (samples: Sample[]) =>
  percentile(
    samples.map((s) => s.ms),
    95,
  );

describe.runIf(bin && redisServerAvailable)('Redis killed during sign-ins', () => {
  it('costs a sign-in almost nothing while it is away, and the limits count again after', async () => {
    const user = await registerUser(remote.app, { role_id: 2 });
    const baseline = await signInsFor(user, 5_000);
    await redis.kill();
    let during: Sample[];
    try {
      during = await signInsFor(user, 20_000);
    } finally {
      await redis.start();
    }
    expect(server.alive()).toBe(true);
    expect(baseline.every((s) => s.code === 200)).toBe(true);
    expect(during.filter((s) => s.code !== 200)).toEqual([]);
    process.stdout.write(
      `Redis outage: ${during.length} sign-ins in 20 s, p95 ${p95(during).toFixed(0)} ms ` +
        `(with Redis: ${baseline.length} in 5 s, p95 ${p95(baseline).toFixed(0)} ms)\n`,
    );
    expect(p95(during)).toBeLessThanOrEqual(300);

    // Back: failed log-ins on one account from one address are counted in Redis again, and
    // after ten that address waits (429). Tries in the first seconds may land before the
    // reconnect (at most a second apart) and the limits' pause after a failure (2 s): skipped.
    const from = nextAddress();
    const replies: Sample[] = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !replies.some((r) => r.status === 429)) {
      replies.push(await signIn(user, 'not the password', from));
      await sleep(50);
    }
    process.stdout.write(
      `Redis back: the address waited (429) after ${replies.length} failed log-ins, ` +
        `${((replies.at(-1)!.at - replies[0]!.at) / 1000).toFixed(1)} s after its return\n`,
    );
    expect(replies.at(-1)!.status).toBe(429);
    expect(replies.length).toBeGreaterThan(10);
    const check = new Redis(redis.url);
    try {
      expect((await check.keys(`${prefix}limits:*`)).length).toBeGreaterThan(0);
    } finally {
      check.disconnect();
    }
  });
});
