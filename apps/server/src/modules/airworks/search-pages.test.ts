import { describe, expect, it } from 'vitest';
import { createSearchPages } from './search-pages';

describe("the public search's kept pages", () => {
  it('are given again only under the same number of Airwork writes, within their second', () => {
    let now = 0;
    const pages = createSearchPages<string>({ ttlMs: 1_000, max: 2, now: () => now });
    pages.set('a', '7', 'page a');
    now = 999;
    expect(pages.get('a', '7')).toBe('page a');
    // An Airwork was written since: the page may be out of date.
    expect(pages.get('a', '8')).toBeUndefined();
    pages.set('a', '8', 'page a again');
    now = 1_998;
    expect(pages.get('a', '8')).toBe('page a again');
    now = 1_999;
    expect(pages.get('a', '8')).toBeUndefined();
  });

  it('are worth keeping only for a search asked again within the second', () => {
    let now = 0;
    const pages = createSearchPages<string>({ ttlMs: 1_000, now: () => now });
    expect(pages.askedAgain('a')).toBe(false);
    now = 500;
    expect(pages.askedAgain('a')).toBe(true);
    expect(pages.get('a', '1')).toBeUndefined();
    now = 2_000;
    expect(pages.askedAgain('a')).toBe(false);
  });

  it('keep the newest when full', () => {
    const pages = createSearchPages<number>({ max: 2, now: () => 0 });
    pages.set('a', '1', 1);
    pages.set('b', '1', 2);
    pages.set('c', '1', 3);
    expect([pages.get('a', '1'), pages.get('b', '1'), pages.get('c', '1')]).toEqual([
      undefined,
      2,
      3,
    ]);
  });

  it('read a page once for everyone who asks while it is being read', async () => {
    const pages = createSearchPages<string>({ now: () => 0 });
    let reads = 0;
    let finish!: (page: string) => void;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const asks = [1, 2, 3].map(() => pages.keptOrRead('a', '7', read));
    expect(reads).toBe(1);
    finish('page a');
    expect(await Promise.all(asks)).toEqual(['page a', 'page a', 'page a']);
    // Kept now; a later ask under the same number reads nothing.
    expect(await pages.keptOrRead('a', '7', read)).toBe('page a');
    expect(reads).toBe(1);
    // Under another number (an Airwork was written), it is read again.
    const again = pages.keptOrRead('a', '8', read);
    expect(reads).toBe(2);
    finish('page a, new');
    expect(await again).toBe('page a, new');
  });

  it('keep no failed read: the next ask reads again', async () => {
    const pages = createSearchPages<string>({ now: () => 0 });
    const failing = () => Promise.reject(new Error('database away'));
    const [one, two] = [pages.keptOrRead('a', '1', failing), pages.keptOrRead('a', '1', failing)];
    await expect(one).rejects.toThrow('database away');
    await expect(two).rejects.toThrow('database away');
    expect(await pages.keptOrRead('a', '1', () => Promise.resolve('page a'))).toBe('page a');
  });
});
