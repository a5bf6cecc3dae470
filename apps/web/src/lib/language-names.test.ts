import { describe, expect, it } from 'vitest';
import { languageList, languageName } from './language-names';

describe('language names', () => {
  it("names a profile's languages in the reader's language", () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'zh')).toBe('法语');
    expect(languageList(['en', 'fr', 'zh'], 'en')).toBe('English, French and Chinese');
    expect(languageList(['en', 'fr'], 'zh')).toBe('英语和法语');
  });
});
