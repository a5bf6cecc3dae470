import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en-screens.json';
import type { TFunction } from '../../../i18n/i18n';
import { foundText } from './found-text';

const t: TFunction = (key, values) =>
  (en as Record<string, string>)[key]!.replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
    String(values?.[n] ?? ''),
  );

describe('how many Airworks a search found', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(foundText(t, 1)).toBe('1 Airwork found');
    expect(foundText(t, 0)).toBe('0 Airworks found');
    expect(foundText(t, 12)).toBe('12 Airworks found');
    expect(foundText(t, 200, true)).toBe(
      'More than 200 Airworks found: add a filter to narrow them',
    );
  });
});
