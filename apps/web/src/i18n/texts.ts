import type en from './en.json';
import type enMessages from './en-messages.json';
import type enScreens from './en-screens.json';
import type { Language } from '../lib/language';

/**
 * Every English text: the first load's (en.json), the server's messages (en-messages.json) and
 * the screens' (en-screens.json, carried by the modules that name them: build/screen-texts.ts).
 */
type EnglishTexts = typeof en & typeof enMessages & typeof enScreens;
export type TranslationKey = keyof EnglishTexts;

/** Values put into a text's `{{name}}` places. */
export type TextValues = Record<string, string | number | null | undefined>;

/** Looks a key up in the current language (English where it lacks one) and fills it in. */
export type TFunction = (key: TranslationKey, values?: TextValues) => string;

type Texts = Record<string, string>;

/**
 * The interface's texts and language: the little of i18next the product used — a flat key per
 * text, `{{name}}` values, English as the fallback, a language switch that re-renders — in
 * 1 KB instead of i18next and react-i18next's 19 KB on every first load (issue 22, Home's
 * budget; docs/decisions.md "Texts without i18next"). No plurals, nesting or formatters: the
 * texts are written so they need none (a count reads "Files received (3)").
 */
const bundles: Partial<Record<Language, Texts>> = {};
const listeners = new Set<() => void>();
let current: Language = 'en';
let version = 0;

const PLACE = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookUp(language: Language, key: string): string | undefined {
  return bundles[language]?.[key] ?? bundles.en?.[key];
}

function fill(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  // A value not given reads as nothing, as i18next did.
  return text.replace(PLACE, (_place, name: string) => String(values[name] ?? ''));
}

function translatorFor(language: Language): TFunction {
  // The key itself when no language has it: a missing text shows, it does not break a screen.
  return (key, values) => fill(lookUp(language, key) ?? key, values);
}

const translators = new Map<Language, TFunction>();

/** One function per language, so it is stable between renders until the language changes. */
function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = translatorFor(language)));
  return t;
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const i18n = {
  /** The language the interface shows now. */
  get language(): Language {
    return current;
  },
  t(key: TranslationKey, values?: TextValues): string {
    return translator(current)(key, values);
  },
  /** Whether a key (a server's message code, say) has a text in any loaded language. */
  exists(key: string): boolean {
    return lookUp(current, key) !== undefined;
  },
  hasTexts(language: Language): boolean {
    return bundles[language] !== undefined;
  },
  /** Adds texts to a language (a screen's texts join the first load's); rerenders readers. */
  addTexts(language: Language, texts: Texts): void {
    // `t` reads the bundles when called, so it stays the same function.
    Object.assign((bundles[language] ??= {}), texts);
    changed();
  },
  setLanguage(language: Language): void {
    if (language === current) return;
    current = language;
    changed();
  },
  /** Calls `listener` on every change of language or texts; returns its removal. */
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A number that changes with the language or the texts (for useSyncExternalStore). */
  version: (): number => version,
  translator: (): TFunction => translator(current),
};

/**
 * A module's own English texts, added as it is evaluated (build/screen-texts.ts appends the call
 * to each module that names some). Nothing on screen can be showing them yet — they arrive with
 * the code that names them — so no reader is told.
 */
export function addScreenTexts(texts: Texts): void {
  Object.assign((bundles.en ??= {}), texts);
}
