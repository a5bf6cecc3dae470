/** A limit: at most `max` events in any `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Recent events (failed log-ins, posts) per key, counted in a sliding window. */
export interface Attempts {
  /** Whether `key` has reached the limit. */
  reached(key: string, limit: Limit): Promise<boolean>;
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Builds the counter of one scope ("accounts", "board") whose longest window is given. */
export type AttemptsFactory = (
  scope: string,
  longestWindowMs: number,
  now: () => number,
) => Attempts;

/**
 * Counts in this process: several instances would each count their own, so with `REDIS_URL`
 * the counts live in Redis instead (adapters/limits/redis-attempts.ts).
 */
export class AttemptCounter implements Attempts {
  private readonly events = new Map<string, number[]>();
  private sinceSweep = 0;

  constructor(
    private readonly longestWindowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Events for `key` within the last `windowMs`. */
  count(key: string, windowMs: number): number {
    const since = this.now() - windowMs;
    return (this.events.get(key) ?? []).filter((t) => t > since).length;
  }

  reached(key: string, limit: Limit): Promise<boolean> {
    return Promise.resolve(this.count(key, limit.windowMs) >= limit.max);
  }

  add(key: string): Promise<void> {
    const since = this.now() - this.longestWindowMs;
    const kept = (this.events.get(key) ?? []).filter((t) => t > since);
    kept.push(this.now());
    this.events.set(key, kept);
    if (++this.sinceSweep >= 1000) this.sweep();
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.events.delete(key);
    return Promise.resolve();
  }

  /** Forgets keys whose events are all older than the longest window, so memory stays bounded. */
  private sweep(): void {
    this.sinceSweep = 0;
    const since = this.now() - this.longestWindowMs;
    for (const [key, times] of this.events) {
      if (times.every((t) => t <= since)) this.events.delete(key);
    }
  }
}

export const memoryAttempts: AttemptsFactory = (_scope, longestWindowMs, now) =>
  new AttemptCounter(longestWindowMs, now);
