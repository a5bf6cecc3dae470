import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load-types';

const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load.ts');

/** Runs one load job in a child process (autocannon) and returns what it measured. */
export function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', loadScript, JSON.stringify(job)],
      { maxBuffer: 256 * 1024 * 1024 },
      (err, stdout) => {
        if (err) return reject(new Error('the load process failed', { cause: err }));
        const line = stdout.trim().split('\n').at(-1) ?? '{}';
        resolve(JSON.parse(line) as LoadResult);
      },
    );
  });
}

/** Something to load: the product's call, or one of its baselines. */
export interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  method?: 'GET' | 'POST';
  vary?: LoadJob['vary'];
}

export interface Figures {
  label: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failed: number;
}

/** One load run's figures under a label (the runs that have no baseline beside them). */
export const figuresOf = (label: string, r: LoadResult): Figures => ({
  label,
  reqPerSec: r.requests / r.seconds,
  p50: r.p50,
  p95: r.p95,
  p99: r.p99,
  requests: r.requests,
  failed: r.failed,
});

export interface Comparison {
  name: string;
  connections: number;
  rate?: number;
  rounds: number;
  /** The first target is the product; the others are its baselines, in the order given. */
  figures: Figures[];
}

export interface Pace {
  connections: number;
  seconds: number;
  rounds: number;
  warmupSeconds: number;
  rate?: number;
}

/** How far apart two loads' varied values start: more requests than one load makes. */
const VARY_STRIDE = 20_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Warms every target up, then runs `rounds` rounds in which each target is loaded in turn (the
 * order rotating each round), so that a noisy minute of the machine falls on all of them alike.
 * Latencies of all rounds are pooled before the percentiles are taken.
 */
export async function compare(name: string, targets: Target[], pace: Pace): Promise<Comparison> {
  // A varied target's values go on from one of its loads to the next: the same values again
  // a few seconds later would find the product's kept counts (search-counts.ts, 30 s), and a
  // search "every request another" would no longer be one (sessions 22–26 measured it so).
  const loads = new Map<Target, number>();
  const varied = (t: Target) => {
    if (!t.vary) return undefined;
    const n = loads.get(t) ?? 0;
    loads.set(t, n + 1);
    return { ...t.vary, from: t.vary.from + VARY_STRIDE * n };
  };
  const jobOf = (t: Target, seconds: number): LoadJob => ({
    url: t.url,
    method: t.method,
    headers: t.headers,
    body: t.body,
    vary: varied(t),
    connections: pace.connections,
    seconds,
    rate: pace.rate,
    keepLatencies: true,
  });
  for (const t of targets) await load(jobOf(t, pace.warmupSeconds));
  const pooled = targets.map(() => ({ latencies: [] as number[], seconds: 0, failed: 0 }));
  for (let round = 0; round < pace.rounds; round += 1) {
    for (let k = 0; k < targets.length; k += 1) {
      const i = (k + round) % targets.length;
      const r = await load(jobOf(targets[i]!, pace.seconds));
      // Not push(...): a bare route answers more latencies than a call's arguments may hold.
      pooled[i]!.latencies = pooled[i]!.latencies.concat(r.latencies ?? []);
      pooled[i]!.seconds += r.seconds;
      pooled[i]!.failed += r.failed;
    }
  }
  const figures = targets.map((t, i) => {
    const p = pooled[i]!;
    const sorted = p.latencies.sort((a, b) => a - b);
    return {
      label: t.label,
      reqPerSec: sorted.length / p.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      requests: sorted.length,
      failed: p.failed,
    };
  });
  return { name, connections: pace.connections, rate: pace.rate, rounds: pace.rounds, figures };
}
