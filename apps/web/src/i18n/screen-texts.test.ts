import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenTextsUsedBy } from '../../build/screen-texts';
import enScreens from './en-screens.json';

const srcDir = path.resolve(import.meta.dirname, '..');
const sharedDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const screens: Record<string, string> = enScreens;
const relative = (file: string) => path.relative(srcDir, file);

describe('the texts a module carries', () => {
  it('are the keys it quotes and those its templates can build, nothing else', () => {
    const texts = {
      'search.title': 'Find',
      'capability.1': 'Video',
      'capability.2': 'Thermal',
      'card.visa': 'Visa',
    };
    const source = [
      `t('search.title'); t("card.visa");`,
      'const name = (c) => `capability.${c}`;',
      `const file = 'roof.jpg'; const other = 'search.missing';`,
    ].join('\n');
    expect(screenTextsUsedBy(source, texts)).toEqual({
      'search.title': 'Find',
      'card.visa': 'Visa',
      'capability.1': 'Video',
      'capability.2': 'Thermal',
    });
    expect(screenTextsUsedBy(`const x = 'nothing here';`, texts)).toEqual({});
  });

  // A module shows only the screen texts it names; a key that reached it another way would
  // show as the key itself. Keys come from literals (TranslationKey allows nothing else) or
  // from a cast, so every cast and every template given to t() must start with its key's
  // fixed part, which the build reads.
  it('covers every key a module builds: casts and templates start with a fixed `prefix.`', () => {
    const keyStart = /^`[A-Za-z_]\w*\.\w*\$\{/;
    for (const file of sourceFiles(srcDir)) {
      if (file.startsWith(path.join(srcDir, 'i18n'))) continue; // the message codes' lookup
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(`[^`]*`)\s+as TranslationKey/g)) {
        expect(m[1], `${relative(file)}: ${m[1]}`).toMatch(keyStart);
      }
      for (const m of text.matchAll(/\bt\(\s*(`[^`]*`)/g)) {
        expect(m[1], `${relative(file)}: ${m[1]}`).toMatch(keyStart);
      }
      expect(text, relative(file)).not.toMatch(/\bas TranslationKey\b(?<!`\s+as TranslationKey)/);
    }
  });

  it('leaves no screen text in the shared package, which the build does not give texts', () => {
    for (const file of sourceFiles(sharedDir)) {
      const used = screenTextsUsedBy(readFileSync(file, 'utf8'), screens);
      expect(Object.keys(used), path.relative(sharedDir, file)).toEqual([]);
    }
  });

  it('finds every screen text in some module (no text is left without a screen)', () => {
    const carried = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      if (file.startsWith(path.join(srcDir, 'i18n'))) continue;
      for (const key of Object.keys(screenTextsUsedBy(readFileSync(file, 'utf8'), screens))) {
        carried.add(key);
      }
    }
    const orphans = Object.keys(screens).filter((key) => !carried.has(key));
    expect(orphans).toEqual([]);
  });
});
