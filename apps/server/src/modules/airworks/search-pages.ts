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
 *
 * A page read when its kept copy ran out is read once for everyone who asks meanwhile: at a
 * thousand asks a second, each reading it anew in the few milliseconds a read takes made
 * dozens of the same query at once every second — the tail of the search's latency.
 */
export interface SearchPages<T> {
  /** Whether `key` was asked within the last `ttlMs` (worth keeping); notes this ask. */
  askedAgain(key: string): boolean;
  get(key: string, generation: string): T | undefined;
  set(key: string, generation: string, value: T): void;
  /**
   * The page kept under `generation`, or the one being read for it, or `read()`'s (then
   * kept). A failed read is not kept: the next ask reads again.
   */
  keptOrRead(key: string, generation: string, read: () => Promise<T>): Promise<T>;
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
  const reading = new Map<string, Promise<T>>();
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
  const get = (key: string, generation: string) => {
    const kept = live(key)?.kept;
    return kept?.generation === generation ? kept.value : undefined;
  };
  const set = (key: string, generation: string, value: T) => {
    put(key, { kept: { value, generation }, until: now() + ttlMs });
  };
  return {
    askedAgain(key) {
      if (live(key)) return true;
      put(key, { until: now() + ttlMs });
      return false;
    },
    get,
    set,
    keptOrRead(key, generation, read) {
      const kept = get(key, generation);
      if (kept !== undefined) return Promise.resolve(kept);
      const name = JSON.stringify([key, generation]);
      const under = reading.get(name);
      if (under) return under;
      const started = read().then((value) => {
        set(key, generation, value);
        return value;
      });
      reading.set(name, started);
      // Forgotten once settled, failed or not: a failure is not kept, the next ask reads again.
      const forget = () => void reading.delete(name);
      started.then(forget, forget);
      return started;
    },
  };
}
