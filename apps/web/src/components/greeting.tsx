import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import type { CurrentUser } from '../lib/session';

/** "Good morning, name" with the account's ID number and status. */
export function Greeting({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const hour = new Date().getHours();
  const greeting =
    hour < 12
      ? t('home_dash.morning')
      : hour < 18
        ? t('home_dash.afternoon')
        : t('home_dash.evening');
  const status =
    user.active === AccountStatus.uncertified
      ? { color: 'yellow.4', label: t('status.uncertified') }
      : { color: 'teal.9', label: t('status.active') };
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('home_dash.greeting', { greeting, name: user.username })}
      </Title>
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          {t('profile.id_number')}: {user.userNumbers}
        </Text>
        {/* Filled with contrasting text: the light variant fails WCAG AA in yellow. */}
        <Badge color={status.color} variant="filled" autoContrast>
          {status.label}
        </Badge>
      </Group>
    </Stack>
  );
}
