import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, storedLanguage, type Language } from '../lib/language';
import en from './en.json';
import zh from './zh.json';

export type TranslationKey = keyof typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
  }
}

/** Switches the interface language and remembers it as the spec's `languagesId`. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

// Both locales are bundled: they are small, and a switch must never wait on the network.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

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
