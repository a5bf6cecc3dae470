import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoardMessage } from '@airwork/shared/classifieds/classified-messages';
import { MessageCode } from '@airwork/shared/errors';
import enFirst from './en.json';
import enMessages from './en-messages.json';
import enScreens from './en-screens.json';
import zh from './zh.json';

const en: Record<string, string> = { ...enFirst, ...enMessages, ...enScreens };

const srcDir = path.resolve(import.meta.dirname, '..');
const sharedDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The source files reachable from `entry` by static imports (what loads before any lazy chunk). */
function staticImportGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gms)) {
      const base = path.resolve(path.dirname(file), m[1]!);
      const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

describe('locales', () => {
  it('has every English key in Chinese and no key English lacks', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('splits English in three without overlap', () => {
    const keys = [enFirst, enMessages, enScreens].flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("gives the first load's code (main.tsx's static imports) its texts in en.json", () => {
    const firstLoad = staticImportGraph(path.join(srcDir, 'main.tsx'));
    expect(firstLoad.size).toBeGreaterThan(10);
    for (const file of firstLoad) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /\b(?:t|label): '([\w]+\.[\w.]+)'|\bt\('([\w.]+)'/g,
      )) {
        const key = m[1] ?? m[2]!;
        expect(enFirst, `${path.relative(srcDir, file)}: ${key}`).toHaveProperty([key]);
      }
    }
  });

  it('has no empty translation', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(zh)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('translates every key the screens use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(en, key).toHaveProperty([key]);
  });

  /** Every message code a reply can carry. */
  function messageCodes(): Set<string> {
    const codes = new Set<string>(Object.values(MessageCode));
    // Any string in the shared schemas or the server that looks like one of our keys
    // ("<known prefix>.<name>") is a message some reply can carry.
    const prefixes = new Set(Object.keys(en).map((k) => k.split('.')[0]));
    const serverDir = path.resolve(import.meta.dirname, '../../../server/src');
    for (const file of [...sourceFiles(sharedDir), ...sourceFiles(serverDir)]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'([A-Za-z_]+)\.([A-Za-z_]+)'/g)) {
        if (prefixes.has(m[1])) codes.add(`${m[1]}.${m[2]}`);
      }
    }
    return codes;
  }

  it('translates every message code the server can send and every schema message', () => {
    const codes = messageCodes();
    expect(codes.size).toBeGreaterThan(100);
    // In the first load or in the messages that load with every other screen: a message may
    // answer any call, whichever module made it.
    const loaded = { ...enFirst, ...enMessages };
    for (const code of codes) expect(loaded, code).toHaveProperty([code]);
  });

  it("keeps only message codes in en-messages.json (a screen's own texts travel with it)", () => {
    const codes = messageCodes();
    for (const key of Object.keys(enMessages)) expect(codes.has(key), key).toBe(true);
  });

  it("translates every message code of the classifieds board's schema", () => {
    const loaded = { ...enFirst, ...enMessages };
    for (const code of Object.values(BoardMessage)) expect(loaded, code).toHaveProperty([code]);
  });

  it('keeps the spec keys with the spelling mistakes of the texts corrected', () => {
    expect(en['common.unknow_error']).toBe('Sorry, unknown error, please try again later');
    expect(en['common.account_not_exists']).toBe('Your account does not exist, please check!');
  });
});
