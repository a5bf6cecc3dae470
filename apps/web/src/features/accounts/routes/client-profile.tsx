import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClientInfo } from '@airwork/shared/accounts/account.schema';
import { clientProfileUpdateSchema } from '@airwork/shared/pilots/pilot.schema';
import { useCurrentUser } from '../../../lib/session';
import { useClientInfo } from '../api/load-client-info';
import { ChangePasswordPanel } from '../components/change-password-panel';
import { ClientPhoto } from '../components/client-photo';
import { NotificationForm } from '../components/notification-form';
import { useSettingsForm } from '../components/use-settings-form';
import { updateProfileCall } from '@airwork/shared/pilots/member.calls';

const valuesOf = (i: ClientInfo | undefined) => ({
  firstName: i?.first_name ?? '',
  lastName: i?.last_name ?? '',
  eMail: i?.email ?? '',
  mobile: i?.mobile ?? '',
  brief: i?.brief ?? '',
});

/** The client's own details, editable through the shared profile call. */
function ClientDetailsForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const info = useClientInfo(userId).data;
  const { field, submit, saving } = useSettingsForm(updateProfileCall, userId, {
    schema: clientProfileUpdateSchema.omit({ userId: true }),
    initialValues: valuesOf(info),
    saved: info && valuesOf(info),
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {info && (
          <Text size="sm" c="dimmed">
            {t('profile.id_number')}: {info.userNumbers} · {t('register.username')}: {info.username}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('register.first_name')} withAsterisk {...field('firstName')} />
          <TextInput label={t('register.last_name')} withAsterisk {...field('lastName')} />
          <TextInput label={t('register.email')} withAsterisk type="email" {...field('eMail')} />
          <TextInput label={t('register.mobile')} withAsterisk type="tel" {...field('mobile')} />
        </SimpleGrid>
        <Textarea
          label={t('register.brief')}
          autosize
          minRows={2}
          maxLength={2000}
          {...field('brief')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec "Client profile": the profile form, notification settings and the password panel. */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('profile.title')}
      </Title>
      <Paper withBorder p="lg" radius="lg">
        <Title order={2} fz="lg" mb="md">
          {t('profile.account')}
        </Title>
        <Stack gap="lg">
          <ClientPhoto userId={user.id} />
          <ClientDetailsForm userId={user.id} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <Title order={2} fz="lg" mb="md">
          {t('notification.title')}
        </Title>
        <NotificationForm userId={user.id} />
      </Paper>
      <Paper withBorder p="lg" radius="lg">
        <ChangePasswordPanel userId={user.id} />
      </Paper>
    </Stack>
  );
}
