import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTime, LOCALE_TIMEOUT_MS, TextsUnavailable } from './in-time';

describe('a locale chunk in time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 120 seconds with its own error, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const loading = inTime(never);
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(LOCALE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(TextsUnavailable);
    expect(LOCALE_TIMEOUT_MS).toBe(120_000);
  });

  it('answers what arrived, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(inTime(Promise.resolve({ 'a.b': 'text' }))).resolves.toEqual({ 'a.b': 'text' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
