// `npm run bench`: the real server on an in-memory database (or DATABASE_URL), loaded over
// loopback HTTP by concurrent clients for a fixed time per scenario. Prints throughput and
// latency percentiles; bounded in time and request count, it stops by itself.
import { pino } from 'pino';
import { NO_RATE_LIMITS, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createRuntime } from '../src/runtime';
import { seedSearchAirworks } from '../src/test/search-seed';

const DURATION_MS = 5_000;
const CONCURRENCY = 16;
const MAX_REQUESTS = 200_000;

interface Scenario {
  name: string;
  path: string;
  body: unknown;
  token?: string;
}

async function run(base: string, s: Scenario): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (s.token) headers.authorization = `Bearer ${s.token}`;
  const payload = JSON.stringify(s.body);
  const worker = async () => {
    while (Date.now() < end && latencies.length < MAX_REQUESTS) {
      const start = performance.now();
      const res = await fetch(base + s.path, { method: 'POST', headers, body: payload });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `${s.name.padEnd(26)} ${(latencies.length / seconds).toFixed(0).padStart(7)} req/s   p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   errors ${errors}`,
  );
}

const logger = pino({ level: 'warn' });
const config = {
  ...loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', DATABASE_URL: process.env.DATABASE_URL }),
};
config.rateLimit = NO_RATE_LIMITS;
const database = await openDatabase({ url: config.databaseUrl, logger });
const runtime = await createRuntime(config, logger, { database });
await runtime.app.listen({ port: 0, host: '127.0.0.1' });
const address = runtime.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const registered = await (
  await fetch(`${base}/api/member/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench_user',
      first_name: 'Bench',
      last_name: 'Mark',
      email: 'bench@example.com',
      mobile: '+14165550000',
      encrypt_password: 'bench-password',
      role_id: 2,
    }),
  })
).json();
const { id, token } = (registered as { result: { id: number; token: string } }).result;

console.log(
  `Airwork bench on ${database.driver}, ${CONCURRENCY} clients, ${DURATION_MS / 1000} s each`,
);
await run(base, {
  name: 'category/get',
  path: '/api/category/get',
  body: { languagesId: 1, parentId: 0 },
});
await run(base, {
  name: 'member/loadClientInfo',
  path: '/api/member/loadClientInfo',
  body: { userId: id },
  token,
});
await run(base, {
  name: 'member/login (argon2id)',
  path: '/api/member/login',
  body: { userName: 'bench_user', userPwd: 'bench-password' },
});
// Search at 10,000 and at 100,000 open Airworks: the same four queries, so each figure at
// 100,000 reads against its own baseline at 10,000 measured in this run.
const searches: [string, Record<string, unknown>][] = [
  ['newest page', {}],
  ['common keyword', { keywords: 'thermal' }],
  ['rare keyword', { keywords: 'lot 4242' }],
  ['filters', { categoriesId: '5', salarySearch: 6000, datePosted: 3, locationId: 2 }],
];
for (const [from, to] of [
  [1, 10_000],
  [10_001, 100_000],
]) {
  await seedSearchAirworks(database.db, id, from!, to!);
  for (const [name, body] of searches) {
    await run(base, {
      name: `search ${to! / 1000}k: ${name}`,
      path: '/api/tasks/searchTasks',
      body,
    });
  }
}
await runtime.close();
