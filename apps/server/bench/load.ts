// The load generator, run as a child process of `bench/run.ts` so that the requests it makes
// do not share the server's event loop or CPU accounting. It reads one job as JSON from argv,
// runs autocannon and prints one JSON line: requests, seconds, status counts and the latency
// percentiles computed from every response (autocannon's own summary has no p95).
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load-types';

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const latencies: number[] = [];
let failed = 0;

/** Open-loop, evenly spaced requests (see `LoadJob.even`). */
async function evenLoad(): Promise<Pick<autocannon.Result, 'duration' | 'errors' | 'timeouts'>> {
  const interval = 1000 / job.rate!;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const send = async () => {
    const at = performance.now();
    try {
      const res = await fetch(job.url, {
        method: job.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...job.headers },
        body: job.body === undefined ? undefined : JSON.stringify(job.body),
      });
      await res.arrayBuffer();
      if (res.status < 200 || res.status >= 300) failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(performance.now() - at);
  };
  for (let i = 0; i < job.rate! * job.seconds; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send());
  }
  await Promise.all(inFlight);
  return { duration: (performance.now() - started) / 1000, errors: 0, timeouts: 0 };
}

let varied = 0;
/** The body of the next request (see `LoadJob.vary`). */
const nextBody = () =>
  job.vary
    ? JSON.stringify({ ...(job.body as object), [job.vary.field]: job.vary.from + varied++ })
    : undefined;

let finished: (r: autocannon.Result) => void = () => undefined;
const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
const instance = job.even
  ? undefined
  : autocannon(
      {
        url: job.url,
        method: job.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...job.headers },
        body: job.body === undefined ? undefined : JSON.stringify(job.body),
        ...(job.vary && { requests: [{ setupRequest: (req) => ({ ...req, body: nextBody() }) }] }),
        connections: job.connections,
        duration: job.seconds,
        overallRate: job.rate,
        timeout: 30,
      },
      (err, result) => {
        if (err) throw err;
        finished(result);
      },
    );
instance?.on('response', (_client, status, _bytes, ms) => {
  if (status < 200 || status >= 300) failed += 1;
  latencies.push(ms);
});

const result = job.even ? await evenLoad() : await done;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  latencies.length === 0
    ? 0
    : latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const stats = (result as Partial<autocannon.Result>).statusCodeStats;
const codes: Record<string, { count?: number }> = stats ? { ...stats } : {};
const out: LoadResult = {
  requests: latencies.length,
  seconds: result.duration,
  failed: failed + result.errors + result.timeouts,
  statuses: Object.fromEntries(Object.entries(codes).map(([code, s]) => [code, s.count ?? 0])),
  p50: at(50),
  p95: at(95),
  p99: at(99),
  latencies: job.keepLatencies ? latencies : undefined,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
