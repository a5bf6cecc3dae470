import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import type { CurrentUser } from '../lib/session';

/**
 * "Good morning, Maple" (the first name; the username for a session stored before names were
 * kept) with the account's status. The ID number is shown where the spec shows it: register
 * success, and a pilot's public page.
 */
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
        {t('home_dash.greeting', { greeting, name: user.first_name || user.username })}
      </Title>
      <Group gap="xs">
        {/* Filled with contrasting text: the light variant fails WCAG AA in yellow. */}
        <Badge color={status.color} variant="filled" autoContrast>
          {status.label}
        </Badge>
      </Group>
    </Stack>
  );
}
