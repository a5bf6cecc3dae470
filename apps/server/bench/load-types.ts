/** One load run: what `bench/load.ts` is asked to do. */
export interface LoadJob {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  connections: number;
  seconds: number;
  /** Requests per second across all connections (an open rate); omitted = as fast as answered. */
  rate?: number;
  /**
   * With `rate`: send at evenly spaced instants, whatever the answers (an open arrival, as
   * users arrive), instead of autocannon's per-connection pacing, which fires every connection
   * at the start of each second (a burst of `rate` requests at once).
   */
  even?: boolean;
  /**
   * Each request's body with `field` set to a number of its own (`from`, `from` + 1, …): no two
   * requests alike, so that nothing the server keeps per request (a search's count) is reused.
   */
  vary?: { field: string; from: number };
  /** Return every latency, so that rounds can be pooled before percentiles are taken. */
  keepLatencies?: boolean;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Answers outside 2xx, connection errors and timeouts. */
  failed: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  latencies?: number[];
}
