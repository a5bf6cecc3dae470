import { rememberLanguage, storedLanguage, type Language } from '../lib/language';
import en from './en.json';
import { inTime } from './in-time';
import { i18n, type TranslationKey } from './texts';
import { onFirstIntent } from '../lib/intent';

export type { TFunction, TranslationKey } from './texts';

// The English texts of Home, the header, footer and menus are bundled (English is the
// fallback); each other module carries the texts it names (build/screen-texts.ts), and the
// server's messages (en-messages.json) load with the first screen beyond Home, through the
// router. Chinese is a chunk of its own, loaded before the first render when it is the
// stored language, and otherwise only for a reader who reaches for the switch (pointer or
// focus on 中文): an English reader's pages never download it (issue 22).
// Each chunk is given up on after 120 s (spec section 9), with a message rather than a wait.
const loadChinese = () => inTime(import('./zh.json')).then((m) => m.default);

async function ensureTexts(language: Language): Promise<void> {
  if (language === 'zh' && !i18n.hasTexts('zh')) i18n.addTexts('zh', await loadChinese());
}

let messageTexts: Promise<void> | undefined;

/**
 * The English texts of the server's message codes (any call may answer one); the router awaits
 * them with a screen's code.
 */
export function loadMessageTexts(): Promise<void> {
  messageTexts ??= inTime(import('./en-messages.json')).then(
    (m) => {
      i18n.addTexts('en', m.default);
    },
    (err: unknown) => {
      messageTexts = undefined; // the next screen asks again
      throw err;
    },
  );
  return messageTexts;
}

/** Switches the interface language and remembers it as the spec's `languagesId`. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureTexts(language); // may throw TextsUnavailable: the language stays as it was
  rememberLanguage(language);
  i18n.setLanguage(language);
}

let fellBackToEnglish = false;

/** Whether the stored language's texts could not be loaded and the interface is in English. */
export const textsFellBack = (): boolean => fellBackToEnglish;

/** Resolves once the stored language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = (async () => {
  i18n.addTexts('en', en);
  const language = storedLanguage();
  try {
    await ensureTexts(language);
  } catch {
    // The stored language's texts did not come: start in English and say so (main.tsx).
    fellBackToEnglish = true;
    return;
  }
  i18n.setLanguage(language);
})();

/** Starts fetching a language's texts as the reader reaches for its switch. */
export function prefetchLanguage(language: Language): void {
  // A failure here is retried by the switch itself, which then says so.
  void ensureTexts(language).catch(() => undefined);
}

/**
 * Fetches the server's messages' English texts as soon as the reader points at, touches or tabs to
 * a link or a button — about to open another screen — rather than with Home's first load (a
 * phone on a slow network pays for every byte it loads). A screen opened otherwise (a link
 * from a mail) loads them beside its code, as the router always does.
 */
export function preloadTextsOnIntent(): void {
  // A failure here is retried by the screen that needs the texts.
  onFirstIntent(() => void loadMessageTexts().catch(() => undefined));
}

const markLanguage = () => {
  document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : 'en';
};
i18n.subscribe(markLanguage);
markLanguage();

/** Translates a message code from the server, falling back to the unknown-error text. */
export function translateMessage(code: string): string {
  if (!i18n.exists(code)) return i18n.t('common.unknow_error');
  // The code was just checked to be a key; the key type cannot know that.
  const key = code as TranslationKey;
  return i18n.t(key);
}

export default i18n;
