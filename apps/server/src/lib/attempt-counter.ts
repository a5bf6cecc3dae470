/** A limit: at most `max` events in any `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts recent events (failed log-ins, say) per key in a sliding window, in this process.
 * Several instances each count their own: the limits then hold per instance, which
 * docs/operations.md says; a shared store (Redis) can replace this behind the same methods.
 */
export class AttemptCounter {
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

  /** Whether `key` has reached the limit. */
  reached(key: string, limit: Limit): boolean {
    return this.count(key, limit.windowMs) >= limit.max;
  }

  add(key: string): void {
    const since = this.now() - this.longestWindowMs;
    const kept = (this.events.get(key) ?? []).filter((t) => t > since);
    kept.push(this.now());
    this.events.set(key, kept);
    if (++this.sinceSweep >= 1000) this.sweep();
  }

  clear(key: string): void {
    this.events.delete(key);
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
