import type { TFunction } from '../../../i18n/i18n';

/**
 * How many Airworks a search found, in words: "1 Airwork found", "12 Airworks found", "More than
 * 200 …". The texts have no plural forms (i18n/texts.ts): one takes a text of its own.
 */
export function foundText(t: TFunction, total: number, more = false): string {
  if (more) return t('search.found_more', { count: total });
  return total === 1 ? t('search.found_one') : t('search.found', { count: total });
}
