import { SegmentedControl } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('header.language')}
      value={i18n.language === 'zh' ? 'zh' : 'en'}
      onChange={(value) => {
        // Server data with names in the old language (categories, say) is fetched again.
        void changeLanguage(value).then(() => queryClient.invalidateQueries());
      }}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'zh', label: '中文' },
      ]}
    />
  );
}
