import { Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { formatMonth } from '../lib/format';

/** "Verified since March 2026": an admin approved the pilot's certificate then. */
export function VerifiedSince({ iso, size = 'sm' }: { iso: string; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="teal.9">
      <IconRosetteDiscountCheck
        size={size === 'xs' ? 14 : 16}
        aria-hidden
        style={{ flex: 'none' }}
      />
      <Text size={size} fw={600} c="teal.9">
        {t('profile.verified_since', { date: formatMonth(iso, i18n.language) })}
      </Text>
    </Group>
  );
}
