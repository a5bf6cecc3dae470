// `npm run bench`: see the README, "Benchmark". Loads the real server from a separate process
// (autocannon), each scenario warmed up and then run in interleaved rounds against baselines
// measured in the same run; prints one table and which budgets hold, and writes
// bench/results.json. Flags: --quick (one short round), --only=<section,...>.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCalls } from './api-calls';
import type { Comparison, Pace } from './measure';
import { printComparisons } from './report';
import { benchSearch } from './search';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section: string) => !only || only.includes(section);
const pace = (connections: number): Pace =>
  quick
    ? { connections, seconds: 2, rounds: 1, warmupSeconds: 1 }
    : { connections, seconds: 4, rounds: 3, warmupSeconds: 3 };
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
const drivers = postgresUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const);

const comparisons: Comparison[] = [];
const started = new Date();
if (wanted('calls')) {
  for (const driver of drivers) comparisons.push(...(await benchCalls(driver, pace(20))));
}
const plans: string[] = [];
if (wanted('search')) {
  if (postgresUrl) {
    comparisons.push(
      ...(await benchSearch('postgres', [10_000, 100_000], pace(50), (p) => plans.push(p))),
    );
  }
  comparisons.push(...(await benchSearch('pglite', [10_000], pace(20))));
}
printComparisons(comparisons);
if (plans.length > 0) console.log(`\n${plans.join('\n\n')}`);

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');
await writeFile(out, `${JSON.stringify({ started, quick, comparisons }, null, 2)}\n`);
console.log(`\nwritten: ${path.relative(process.cwd(), out)}`);
