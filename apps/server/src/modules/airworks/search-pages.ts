/**
 * Pages of the public search kept for a second, each under the number Airwork writes had
 * reached when it was read (`airwork_changes`, moved at the commit of every insert, update or
 * delete of an Airwork, by any instance or any tool). A page is given again only while that
 * number has not moved and for at most `ttlMs`: a popular search (Home's newest, a common
 * keyword in a category) reads the database about once a second, and nobody finds the Airwork
 * they just posted missing, or one just taken still open. The rows are the database's, before
 * the viewer's own bits (their applications, their language) are added per request.
 *
 * Only a search asked again within `ttlMs` is kept: one made once (most of the long tail)
 * costs no more than it did without this (no number read, nothing kept).
 */
export interface SearchPages<T> {
  /** Whether `key` was asked within the last `ttlMs` (worth keeping); notes this ask. */
  askedAgain(key: string): boolean;
  get(key: string, generation: string): T | undefined;
  set(key: string, generation: string, value: T): void;
}

interface Entry<T> {
  /** Absent: asked once, nothing kept yet. */
  kept?: { value: T; generation: string };
  until: number;
}

export function createSearchPages<T>(
  options: { ttlMs?: number; max?: number; now?: () => number } = {},
): SearchPages<T> {
  const { ttlMs = 1_000, max = 500, now = Date.now } = options;
  const entries = new Map<string, Entry<T>>();
  const put = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    // The oldest entry goes first (a Map keeps insertion order).
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };
  return {
    askedAgain(key) {
      if (live(key)) return true;
      put(key, { until: now() + ttlMs });
      return false;
    },
    get(key, generation) {
      const kept = live(key)?.kept;
      return kept?.generation === generation ? kept.value : undefined;
    },
    set(key, generation, value) {
      put(key, { kept: { value, generation }, until: now() + ttlMs });
    },
  };
}
