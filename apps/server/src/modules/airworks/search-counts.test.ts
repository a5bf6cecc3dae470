import { describe, expect, it } from 'vitest';
import { createSearchCounts } from './search-counts';

describe("a search's kept counts", () => {
  it('are forgotten after their time, and the oldest go first when full', () => {
    let now = 0;
    const counts = createSearchCounts({ ttlMs: 30_000, max: 2, now: () => now });
    counts.set('a', 5);
    now = 29_999;
    expect(counts.get('a')).toBe(5);
    now = 30_000;
    expect(counts.get('a')).toBeUndefined();
    counts.set('a', 1);
    counts.set('b', 2);
    counts.set('c', 3);
    expect([counts.get('a'), counts.get('b'), counts.get('c')]).toEqual([undefined, 2, 3]);
  });
});
