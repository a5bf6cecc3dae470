import type { Comparison } from './measure';
import type { LoginFigures } from './login';
import type { PageFigures } from './lighthouse';
import type { StreamFigures } from './streams';
import type { UploadFigures } from './upload';
import type { StartFigures } from './start';

export interface Results {
  calls: Comparison[];
  search: Comparison[];
  login?: LoginFigures;
  upload?: UploadFigures;
  streams?: StreamFigures;
  pages?: PageFigures[];
  start?: StartFigures;
}

export interface Verdict {
  budget: string;
  measured: string;
  holds: boolean;
}

const f1 = (n: number) => n.toFixed(1);
const ratioOf = (c: Comparison) => c.figures[0]!.reqPerSec / c.figures[1]!.reqPerSec;

function searchVerdicts(search: Comparison[]): Verdict[] {
  const verdicts: Verdict[] = [];
  const find = (size: string, driver: string, name: string) =>
    search.find((c) => c.name.startsWith(`search ${size} ${name} (${driver}`));
  for (const name of [
    'newest first',
    'keyword+category+price',
    'keyword+category+price, every request another',
    'newest first, from the kept page',
    'newest first, from the kept page, brotli',
    'keyword+category+price, from the kept page',
    'price high to low',
    'price low to high, category',
    'nearest to a place',
    'nearest to a place, keyword',
    'needed soonest',
  ]) {
    const big = find('100k', 'postgres', name);
    const small = find('10k', 'postgres', name);
    if (big) {
      const p = big.figures[0]!;
      verdicts.push({
        budget: `search 100k PostgreSQL ${name}: p99 ≤ 100 ms`,
        measured: `${f1(p.p99)} ms`,
        holds: p.p99 <= 100 && p.failed === 0,
      });
    }
    if (big && small) {
      const ratio = big.figures[0]!.p95 / small.figures[0]!.p95;
      verdicts.push({
        budget: `search ${name}: p95 at 100k ≤ 1.5 × p95 at 10k`,
        measured: `× ${ratio.toFixed(2)}`,
        holds: ratio <= 1.5,
      });
    }
  }
  // The search's own cost (issue 46): what the product does around the database's answer (a
  // never-repeated search) or around a kept page, against the same statements and reply sent
  // by a bare server.
  for (const name of [
    'keyword+category+price, every request another',
    'newest first, from the kept page',
    'newest first, from the kept page, brotli',
    'keyword+category+price, from the kept page',
  ]) {
    const big = find('100k', 'postgres', name);
    if (!big) continue;
    verdicts.push({
      budget: `search 100k PostgreSQL ${name}: ≥ 0.7 × its raw baseline (searches a second)`,
      measured: `× ${ratioOf(big).toFixed(2)}`,
      holds: ratioOf(big) >= 0.7,
    });
  }
  for (const c of search.filter((s) => s.name.includes('(pglite'))) {
    verdicts.push({
      budget: `${c.name.replace(/ \(.*/, '')} on PGlite: p99 ≤ 300 ms`,
      measured: `${f1(c.figures[0]!.p99)} ms`,
      holds: c.figures[0]!.p99 <= 300,
    });
  }
  return verdicts;
}

function loginVerdicts(login: LoginFigures): Verdict[] {
  const { paced, callAlone, callUnderFlood } = login;
  return [
    {
      budget: 'log-in at 20/s: p95 ≤ 150 ms, none refused',
      measured: `p95 ${f1(paced.p95)} ms, ${paced.failed} refused (argon2 alone ${f1(login.argon2Ms)} ms)`,
      holds: paced.p95 <= 150 && paced.failed === 0,
    },
    {
      budget: 'a log-in flood does not starve a signed-in call (0 failed, p99 ≤ 100 ms)',
      measured: `p99 ${f1(callUnderFlood.p99)} ms (alone ${f1(callAlone.p99)} ms), ${callUnderFlood.failed} failed`,
      holds: callUnderFlood.failed === 0 && callUnderFlood.p99 <= 100,
    },
  ];
}

/** Every budget of issue 22 that this run measured, and whether it holds. */
export function verdicts(r: Results): Verdict[] {
  const out: Verdict[] = r.calls.map((c) => ({
    budget: `${c.name.replace(/, \d+ statements\)/, ')')}: ≥ 0.7 × raw SQL`,
    measured: `× ${ratioOf(c).toFixed(2)}`,
    holds: ratioOf(c) >= 0.7,
  }));
  out.push(...searchVerdicts(r.search));
  if (r.login) out.push(...loginVerdicts(r.login));
  if (r.upload) {
    out.push({
      budget: 'upload 1 GiB: ≥ 0.5 × dd, RSS + < 100 MB',
      measured: `× ${r.upload.ratio.toFixed(2)} (${f1(r.upload.productMBps)} vs ${f1(r.upload.ddMBps)} MB/s), RSS +${f1(r.upload.rssGrowthMB)} MB`,
      holds: r.upload.ratio >= 0.5 && r.upload.rssGrowthMB < 100,
    });
  }
  if (r.streams) {
    const { callAlone, callWithStreams } = r.streams;
    out.push({
      budget: `${r.streams.streams} open event streams: calls keep ≥ 0.9 of their throughput`,
      measured: `× ${(callWithStreams.reqPerSec / callAlone.reqPerSec).toFixed(2)}, heap +${f1(r.streams.heapGrowthMB)} MB, RSS ${r.streams.rssGrowthMB >= 0 ? '+' : ''}${f1(r.streams.rssGrowthMB)} MB`,
      holds: callWithStreams.reqPerSec >= 0.9 * callAlone.reqPerSec,
    });
  }
  const home = r.pages?.find((p) => p.page === 'Home');
  if (home) {
    out.push({
      budget: 'Home: JavaScript and CSS it loads ≤ 170 KB compressed',
      measured: `${f1(home.scriptAndCssKB)} KB in ${home.scriptAndCssFiles} files`,
      holds: home.scriptAndCssKB <= 170,
    });
  }
  for (const p of (r.pages ?? []).filter((x) => x.page !== 'blank page')) {
    out.push({
      budget: `Lighthouse mobile ${p.page}: performance ≥ 95, accessibility 100, CLS ≤ 0.05`,
      measured: `${p.performance} / ${p.accessibility}, CLS ${p.cls.toFixed(3)}, LCP ${Math.round(p.lcpMs)} ms`,
      holds: p.performance >= 95 && p.accessibility === 100 && p.cls <= 0.05,
    });
  }
  return out;
}
