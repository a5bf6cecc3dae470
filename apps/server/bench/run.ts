// `npm run bench`: see the README, "Benchmark". Loads the real server from a separate process
// (autocannon), each scenario warmed up and then run in interleaved rounds against baselines
// measured in the same run; prints one table and which budgets hold, and writes
// bench/results.json. Flags: --quick (one short round; 256 MiB upload), --only=<section,...>
// with sections calls, search, login, upload, streams, pages, start, --match=<text,...> (only the calls,
// searches and screens whose name holds one of them: for trying a change; results.json is not
// written).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCalls } from './api-calls';
import { type Results, verdicts } from './budgets';
import { benchLighthouse } from './lighthouse';
import { benchLogin } from './login';
import type { Pace } from './measure';
import { printComparisons, printLogin, printPages, printStart, printVerdicts } from './report';
import { benchSearch } from './search';
import { benchStart } from './start';
import { benchStreams } from './streams';
import { benchUpload } from './upload';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section: string) => !only || only.includes(section);
const match = args
  .find((a) => a.startsWith('--match='))
  ?.slice('--match='.length)
  .split(',');
const matching = (name: string) => !match || match.some((text) => name.includes(text));
const pace = (connections: number): Pace =>
  quick
    ? { connections, seconds: 2, rounds: 1, warmupSeconds: 1 }
    : { connections, seconds: 4, rounds: 3, warmupSeconds: 3 };
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
const drivers = postgresUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const);
const main = drivers[0];

const started = new Date();
const results: Results = { calls: [], search: [] };
const plans: string[] = [];
if (wanted('calls')) {
  for (const driver of drivers)
    results.calls.push(...(await benchCalls(driver, pace(20), matching)));
}
if (wanted('search')) {
  if (postgresUrl) {
    const explain = (p: string) => plans.push(p);
    const sizes = [10_000, 100_000];
    results.search.push(...(await benchSearch('postgres', sizes, pace(50), explain, matching)));
  }
  results.search.push(...(await benchSearch('pglite', [10_000], pace(20), undefined, matching)));
}
if (wanted('login')) results.login = await benchLogin(main, quick ? 3 : 6);
if (wanted('streams'))
  results.streams = await benchStreams(main, 100, quick ? 3 : 5, quick ? 1 : 3);
if (wanted('upload')) results.upload = await benchUpload((quick ? 256 : 1024) * 1024 * 1024);
if (wanted('pages')) results.pages = await benchLighthouse(main, matching, quick ? 1 : 3);
if (wanted('start')) results.start = await benchStart(quick ? 1 : 3);

console.log(`Airwork bench, ${started.toISOString()}${quick ? ' (quick)' : ''}\n`);
printComparisons([...results.calls, ...results.search]);
if (results.login) printLogin(results.login);
if (results.pages) printPages(results.pages);
if (results.start) printStart(results.start);
const checked = verdicts(results);
printVerdicts(checked);
if (plans.length > 0) console.log(`\nsearch plans (keyword+category+price)\n${plans.join('\n\n')}`);

if (!match) {
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');
  const json = only
    ? await mergedWithKept(out)
    : { started, quick, results, budgets: checked, plans };
  await writeFile(out, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwritten: ${path.relative(process.cwd(), out)}`);
}

/**
 * `--only` replaces the sections it ran and keeps the others of the last results.json, each
 * section's date as `<section>Run` (a partial run once wrote over every other section's
 * figures). The budgets are judged again on the merged figures.
 */
async function mergedWithKept(out: string) {
  type Kept = { started?: string; results?: Partial<Results>; plans?: string[] } & Record<
    string,
    unknown
  >;
  const kept = JSON.parse(await readFile(out, 'utf8').catch(() => '{}')) as Kept;
  const merged: Results = {
    ...kept.results,
    calls: kept.results?.calls ?? [],
    search: kept.results?.search ?? [],
  };
  const runDates: Record<string, string> = {};
  for (const section of only ?? []) {
    const key = section as keyof Results;
    if (results[key] === undefined) continue;
    (merged as unknown as Record<string, unknown>)[key] = results[key];
    runDates[`${section}Run`] = `${started.toISOString()}${quick ? ' (quick)' : ''}`;
  }
  return {
    ...kept,
    ...runDates,
    results: merged,
    budgets: verdicts(merged),
    plans: wanted('search') ? plans : (kept.plans ?? []),
  };
}
