/**
 * How many Airworks a search found, kept for a short while per filter, so that a search made
 * again (the same words and filters, by anyone, or the next page) counts nothing. Counting to
 * the cap is what a search's cost grows with (up to 200 matches among tens of thousands of
 * rows); the page's own rows are always read fresh. One instance's memory: each instance counts
 * a search once per `ttlMs` (docs/decisions.md, "Fast at 100,000 Airworks").
 */
export interface SearchCounts {
  get(key: string): number | undefined;
  set(key: string, total: number): void;
}

export function createSearchCounts(
  options: { ttlMs?: number; max?: number; now?: () => number } = {},
): SearchCounts {
  const { ttlMs = 30_000, max = 2_000, now = Date.now } = options;
  const kept = new Map<string, { total: number; until: number }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        kept.delete(key);
        return undefined;
      }
      return entry.total;
    },
    set(key, total) {
      kept.delete(key);
      // The oldest entry goes first (a Map keeps insertion order).
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, { total, until: now() + ttlMs });
    },
  };
}
