import type { Verdict } from './budgets';
import type { PageFigures } from './lighthouse';
import type { LoginFigures } from './login';
import type { Comparison, Figures } from './measure';
import type { StartFigures } from './start';

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const row = (scenario: string, f: Figures, ratio: string) =>
  `${scenario.padEnd(50)} ${f.label.padEnd(14)} ${f.reqPerSec.toFixed(0).padStart(7)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.failed).padStart(5)}  ${ratio}`;

/** One line per target; the ratio is the product's throughput over each baseline's. */
export function printComparisons(comparisons: Comparison[]): void {
  console.log(
    `${'scenario'.padEnd(50)} ${'target'.padEnd(14)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'fail'.padStart(5)}  ratio`,
  );
  for (const c of comparisons) {
    const product = c.figures[0]!;
    c.figures.forEach((f, i) => {
      const ratio = i === 0 ? '' : (product.reqPerSec / f.reqPerSec).toFixed(2);
      console.log(row(i === 0 ? `${c.name}, ${c.connections} conn.` : '', f, ratio));
    });
  }
}

export function printLogin(login: LoginFigures): void {
  console.log(`\nlog-in (argon2id alone: ${login.argon2Ms.toFixed(1)} ms)`);
  for (const f of [login.paced, login.flood, login.callAlone, login.callUnderFlood]) {
    console.log(row('', f, ''));
  }
}

export function printPages(pages: PageFigures[]): void {
  console.log(
    `\n${'Lighthouse (mobile)'.padEnd(20)} perf  a11y      LCP     TBT     CLS  JS+CSS  (the median run; every run's perf)`,
  );
  for (const p of pages) {
    console.log(
      `${p.page.padEnd(20)} ${String(p.performance).padStart(4)}  ${String(p.accessibility).padStart(4)} ${`${Math.round(p.lcpMs)} ms`.padStart(8)} ${`${Math.round(p.tbtMs)} ms`.padStart(7)} ${p.cls.toFixed(3).padStart(7)} ${`${p.scriptAndCssKB.toFixed(0)} KB`.padStart(7)}  ${(p.performanceRuns ?? []).join(' ')}`,
    );
  }
}

export function printVerdicts(verdicts: Verdict[]): void {
  console.log('\nbudgets (issue 22)');
  for (const v of verdicts) {
    console.log(`${v.holds ? 'holds ' : 'MISSED'} ${v.budget.padEnd(76)} ${v.measured}`);
  }
}

export function printStart(start: StartFigures): void {
  const ratio = start.productMs / start.bareMs;
  console.log(
    `\nstart to ready (median of ${start.rounds}): npm start, unchanged checkout ${Math.round(start.productMs)} ms; bare Fastify ${Math.round(start.bareMs)} ms (×${ratio.toFixed(1)})`,
  );
}
