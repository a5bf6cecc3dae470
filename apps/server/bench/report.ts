import type { Comparison } from './measure';

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

/** One line per target; the ratio is the product's throughput over each baseline's. */
export function printComparisons(comparisons: Comparison[]): void {
  console.log(
    `${'scenario'.padEnd(46)} ${'target'.padEnd(10)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'fail'.padStart(5)}  ratio`,
  );
  for (const c of comparisons) {
    const product = c.figures[0]!;
    c.figures.forEach((f, i) => {
      const ratio = i === 0 ? '' : (product.reqPerSec / f.reqPerSec).toFixed(2);
      console.log(
        `${(i === 0 ? c.name : '').padEnd(46)} ${f.label.padEnd(10)} ${f.reqPerSec.toFixed(0).padStart(8)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.failed).padStart(5)}  ${ratio}`,
      );
    });
  }
}
