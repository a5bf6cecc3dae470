import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the screens' English texts live (every key beyond the first load's en.json). */
export const SCREEN_TEXTS_FILE = path.resolve(import.meta.dirname, '../src/i18n/en-screens.json');

const TEXTS_MODULE = path.resolve(import.meta.dirname, '../src/i18n/texts.ts');

// A quoted key ('search.title') or the fixed start of a key built in a template
// (`capability.${code}`): a key is `<prefix>.<name>`, a prefix a word.
const QUOTED = /(['"])([A-Za-z_]\w*\.[\w.]+)\1/g;
const TEMPLATE_START = /`([A-Za-z_]\w*\.\w*)\$\{/g;

/**
 * The screen texts a module's source names: every quoted string that is a key, and every key a
 * template could build from its fixed start. A key reaches a module only in one of these two
 * shapes (i18n/screen-texts.test.ts holds the sources to it), so the texts a module can show
 * are the texts it carries.
 */
export function screenTextsUsedBy(
  source: string,
  texts: Record<string, string>,
): Record<string, string> {
  const used: Record<string, string> = {};
  for (const m of source.matchAll(QUOTED)) {
    const key = m[2]!;
    if (key in texts) used[key] = texts[key]!;
  }
  for (const m of source.matchAll(TEMPLATE_START)) {
    for (const key of Object.keys(texts)) if (key.startsWith(m[1]!)) used[key] = texts[key]!;
  }
  return used;
}

const isAppSource = (id: string, srcDir: string) =>
  id.startsWith(srcDir) &&
  /\.tsx?$/.test(id) &&
  !id.endsWith('.test.ts') &&
  !id.startsWith(path.join(srcDir, 'i18n'));

/**
 * Each module carries the English texts it names (issue 22): appended to it, they arrive in
 * the same chunk as the code that shows them, so the Airwork list downloads its 40 texts and
 * not the 800 of every screen. The texts register as the module is evaluated, before anything
 * it exports can render. Appended, not prepended, so line numbers stay those of the source.
 */
export function screenTexts(): Plugin {
  const srcDir = path.resolve(import.meta.dirname, '../src') + path.sep;
  let texts: Record<string, string> | undefined;
  return {
    name: 'screen-texts',
    buildStart() {
      texts = undefined; // read afresh on each build (and on a dev server's restart)
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!isAppSource(file, srcDir)) return undefined;
      this.addWatchFile(SCREEN_TEXTS_FILE);
      texts ??= JSON.parse(readFileSync(SCREEN_TEXTS_FILE, 'utf8')) as Record<string, string>;
      const used = screenTextsUsedBy(code, texts);
      if (Object.keys(used).length === 0) return undefined;
      const register =
        `\nimport { addScreenTexts as __addScreenTexts } from ${JSON.stringify(TEXTS_MODULE)};` +
        `\n__addScreenTexts(${JSON.stringify(used)});\n`;
      return { code: code + register, map: null };
    },
    handleHotUpdate({ file }) {
      if (file === SCREEN_TEXTS_FILE) texts = undefined;
    },
  };
}
