import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './texts';

/**
 * The current language's `t` and the texts' store; the component renders again when the
 * language changes or texts arrive (the same shape react-i18next's hook had).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(i18n.subscribe, i18n.version);
  return { t: i18n.translator(), i18n };
}
