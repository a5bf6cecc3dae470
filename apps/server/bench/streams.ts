import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './load-types';
import { figuresOf, load, type Figures } from './measure';
import { register, type Driver, startProduct } from './product';

const holderScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream-holder.ts');

export interface StreamFigures {
  streams: number;
  rounds: number;
  /** A signed-in call with no stream open, then with every stream open (rounds interleaved). */
  callAlone: Figures;
  callWithStreams: Figures;
  /** How much the server's resident memory grew with the streams open (the largest round; the
   *  process also frees memory meanwhile, so it may read below zero). */
  rssGrowthMB: number;
  /** What the server's heap holds for the streams after a full collection (the largest round). */
  heapGrowthMB: number;
}

/** Opens a live-event stream per token from a child process; resolves once all answered. */
function holdStreams(base: string, tokens: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', holderScript, base], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the stream holder ended (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.stdin.end(JSON.stringify(tokens));
  });
}

function release(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** The rounds as one figure: their requests over their seconds, each percentile's median. */
function merged(label: string, runs: LoadResult[]): Figures {
  const median = (pick: (r: LoadResult) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return figuresOf(label, {
    ...runs[0]!,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    p50: median((r) => r.p50),
    p95: median((r) => r.p95),
    p99: median((r) => r.p99),
  });
}

/**
 * `count` people with their live-event stream open while others use the API. The people are
 * a process of their own (their side of the streams is not the server's memory or event
 * loop), and rounds without and with the streams alternate, after a warm-up.
 */
export async function benchStreams(
  driver: Driver,
  count: number,
  seconds: number,
  rounds: number,
): Promise<StreamFigures> {
  const product = await startProduct(driver);
  try {
    const people = [];
    for (let i = 0; i < count; i += 1) people.push(await register(product.url, `bench_s${i}`, 2));
    const caller = people[0]!;
    const call = {
      url: `${product.url}/api/member/loadClientInfo`,
      headers: { authorization: `Bearer ${caller.token}` },
      body: { userId: caller.id },
      connections: 10,
      seconds,
    };
    await load({ ...call, seconds: 2 });
    const alone: LoadResult[] = [];
    const withStreams: LoadResult[] = [];
    let rssGrowth = Number.NEGATIVE_INFINITY;
    let heapGrowth = Number.NEGATIVE_INFINITY;
    for (let round = 0; round < rounds; round += 1) {
      alone.push(await load(call));
      global.gc?.();
      const before = process.memoryUsage();
      const holder = await holdStreams(
        product.url,
        people.map((p) => p.token),
      );
      try {
        withStreams.push(await load(call));
        global.gc?.();
        const after = process.memoryUsage();
        rssGrowth = Math.max(rssGrowth, after.rss - before.rss);
        heapGrowth = Math.max(heapGrowth, after.heapUsed - before.heapUsed);
      } finally {
        await release(holder);
      }
    }
    return {
      streams: count,
      rounds,
      callAlone: merged('no streams', alone),
      callWithStreams: merged(`${count} streams`, withStreams),
      rssGrowthMB: rssGrowth / 1024 / 1024,
      heapGrowthMB: heapGrowth / 1024 / 1024,
    };
  } finally {
    await product.close();
  }
}
