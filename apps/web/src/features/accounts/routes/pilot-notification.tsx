import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useCurrentUser } from '../../../lib/session';
import { NotificationForm } from '../components/notification-form';
import { NotificationList } from '../../../components/notification-list';

/** Spec "Pilot notification": what happened (issue 21), then e-mail notifications and the address. */
export function PilotNotificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('notification.title')}
      </Title>
      <NotificationList
        after={
          <>
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {t('notifications.settings')}
            </Title>
            <Paper withBorder p="lg" radius="lg">
              <NotificationForm userId={user.id} />
            </Paper>
          </>
        }
      />
    </Stack>
  );
}
