import { LanguageId } from '@airwork/shared/accounts/account-constants';
import { StorageKey } from './storage';

export type Language = 'en' | 'zh';

/**
 * The interface language as remembered in the spec's `languagesId` key. i18n reads it at
 * start and writes it before each switch, so it always equals the language on screen; the
 * API client reads it here rather than importing i18n, which sits a layer above lib/.
 */
export function storedLanguage(): Language {
  return localStorage.getItem(StorageKey.languagesId) === String(LanguageId.zh) ? 'zh' : 'en';
}

export function languagesIdOf(language: string): LanguageId {
  return language === 'zh' ? LanguageId.zh : LanguageId.en;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(StorageKey.languagesId, String(languagesIdOf(language)));
}

/** The Accept-Language header of every API call: the server answers in this language. */
export function acceptLanguage(): string {
  return storedLanguage() === 'zh' ? 'zh-CN,zh;q=0.9' : 'en';
}
