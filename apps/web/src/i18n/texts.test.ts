import { describe, expect, it, vi } from 'vitest';
import { i18n } from './texts';
import type { TranslationKey } from './texts';

// Keys of the real texts, so the test reads like the product's use of them.
const FOUND = 'search.found' as TranslationKey;
const CLOSE = 'common.close' as TranslationKey;

describe('the interface texts', () => {
  i18n.addTexts('en', { [FOUND]: '{{count}} Airworks found', [CLOSE]: 'Close' });

  it('fills values into their places, and an absent value reads as nothing', () => {
    expect(i18n.t(FOUND, { count: 3 })).toBe('3 Airworks found');
    expect(i18n.t(FOUND, { count: 0 })).toBe('0 Airworks found');
    expect(i18n.t(FOUND)).toBe('{{count}} Airworks found');
    expect(i18n.t(FOUND, {})).toBe(' Airworks found');
  });

  it('shows the key of a text no language has, and says it does not exist', () => {
    const unknown = 'no.such_text' as TranslationKey;
    expect(i18n.t(unknown)).toBe('no.such_text');
    expect(i18n.exists('no.such_text')).toBe(false);
    expect(i18n.exists(CLOSE)).toBe(true);
  });

  it('switches language, falls back to English for a missing text, and tells its readers', () => {
    const reader = vi.fn();
    const stop = i18n.subscribe(reader);
    const enT = i18n.translator();
    const before = i18n.version();

    expect(i18n.hasTexts('zh')).toBe(false);
    i18n.addTexts('zh', { [FOUND]: '找到 {{count}} 个任务' });
    i18n.setLanguage('zh');

    expect(i18n.language).toBe('zh');
    expect(i18n.t(FOUND, { count: 2 })).toBe('找到 2 个任务');
    expect(i18n.t(CLOSE)).toBe('Close');
    expect(i18n.translator()).not.toBe(enT);
    expect(i18n.version()).toBeGreaterThan(before);
    expect(reader).toHaveBeenCalledTimes(2);

    i18n.setLanguage('zh'); // no change: nobody is told
    expect(reader).toHaveBeenCalledTimes(2);
    stop();
    i18n.setLanguage('en');
    expect(reader).toHaveBeenCalledTimes(2);
    expect(i18n.translator()).toBe(enT); // the same function again: effects keyed on it do not rerun
  });

  it('lets texts arriving later join a language without changing its function', () => {
    const t = i18n.translator();
    const later = 'later.text' as TranslationKey;
    i18n.addTexts('en', { [later]: 'Arrived' });
    expect(t(later)).toBe('Arrived');
    expect(i18n.translator()).toBe(t);
    expect(t(CLOSE)).toBe('Close');
  });
});
