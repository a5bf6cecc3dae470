import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, storedLanguage, type Language } from '../lib/language';
import en from './en.json';
import { inTime } from './in-time';
import type enScreens from './en-screens.json';
import { onFirstIntent } from '../lib/intent';

/** Every English text: the first load's (en.json) and the screens' (en-screens.json). */
type EnglishTexts = typeof en & typeof enScreens;
export type TranslationKey = keyof EnglishTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: EnglishTexts };
    keySeparator: false;
    nsSeparator: false;
  }
}

// The English texts of Home, the header, footer and menus are bundled (English is the
// fallback); those of the other screens (en-screens.json) load with the first of them, through
// the router. Chinese is a chunk of its own, loaded before the first render when it is the
// stored language, and otherwise only for a reader who reaches for the switch (pointer or
// focus on 中文): an English reader's pages never download it (issue 22).
// Each chunk is given up on after 120 s (spec section 9), with a message rather than a wait.
const loadChinese = () => inTime(import('./zh.json')).then((m) => m.default);

async function ensureTexts(language: Language): Promise<void> {
  if (language === 'zh' && !i18n.hasResourceBundle('zh', 'translation')) {
    i18n.addResourceBundle('zh', 'translation', await loadChinese());
  }
}

let screenTexts: Promise<void> | undefined;

/** The English texts of the screens beyond Home; the router awaits it with a screen's code. */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= inTime(import('./en-screens.json')).then(
    (m) => {
      i18n.addResourceBundle('en', 'translation', m.default, true, false);
    },
    (err: unknown) => {
      screenTexts = undefined; // the next screen asks again
      throw err;
    },
  );
  return screenTexts;
}

/** Switches the interface language and remembers it as the spec's `languagesId`. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureTexts(language); // may throw TextsUnavailable: the language stays as it was
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

let fellBackToEnglish = false;

/** Whether the stored language's texts could not be loaded and the interface is in English. */
export const textsFellBack = (): boolean => fellBackToEnglish;

/** Resolves once the stored language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  try {
    await ensureTexts(language);
  } catch {
    // The stored language's texts did not come: start in English and say so (main.tsx).
    fellBackToEnglish = true;
    return;
  }
  if (language !== 'en') await i18n.changeLanguage(language);
})();

/** Starts fetching a language's texts as the reader reaches for its switch. */
export function prefetchLanguage(language: Language): void {
  // A failure here is retried by the switch itself, which then says so.
  void ensureTexts(language).catch(() => undefined);
}

/**
 * Fetches the other screens' English texts as soon as the reader points at, touches or tabs to
 * a link or a button — about to open another screen — rather than with Home's first load (a
 * phone on a slow network pays for every byte it loads). A screen opened otherwise (a link
 * from a mail) loads them beside its code, as the router always does.
 */
export function preloadTextsOnIntent(): void {
  // A failure here is retried by the screen that needs the texts.
  onFirstIntent(() => void loadScreenTexts().catch(() => undefined));
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
});
document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : 'en';

/** Translates a message code from the server, falling back to the unknown-error text. */
export function translateMessage(code: string): string {
  if (!i18n.exists(code)) return i18n.t('common.unknow_error');
  // The code was just checked to be a key; i18next's key type cannot know that.
  const key = code as TranslationKey;
  return i18n.t(key);
}

export default i18n;
