import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { changeLanguage, prefetchLanguage } from '../i18n/i18n';
import type { Language } from '../lib/language';

const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/** Two toggle buttons (light on the first load, unlike a segmented control's animation). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <Button.Group aria-label={t('header.language')}>
      {LANGUAGES.map(({ value, label }) => (
        <Button
          key={value}
          size="xs"
          variant={current === value ? 'filled' : 'default'}
          aria-pressed={current === value}
          lang={value === 'zh' ? 'zh-CN' : 'en'}
          // The texts load as the reader reaches for the switch, not for every reader.
          onPointerEnter={() => value !== current && prefetchLanguage(value)}
          onFocus={() => value !== current && prefetchLanguage(value)}
          onClick={() => {
            if (value === current) return;
            // Server data with names in the old language (categories, say) is fetched again.
            changeLanguage(value)
              .then(() => queryClient.invalidateQueries())
              // The notifications' code loads only then, not with Home.
              .catch(() =>
                import('./notify').then(({ notifyError }) =>
                  notifyError(t('common.texts_unavailable')),
                ),
              );
          }}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
