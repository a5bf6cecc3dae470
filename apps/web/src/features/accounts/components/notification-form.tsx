import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { updateNotificationRequestSchema } from '@airwork/shared/pilots/pilot.schema';
import { useClientInfo } from '../api/load-client-info';
import { useSettingsForm } from './use-settings-form';
import { updateNotificationCall } from '@airwork/shared/pilots/member.calls';

interface Values extends Record<string, unknown> {
  isNotify: boolean;
  notifyEmail: string;
}

/** Spec "notification": be told by e-mail, and where (empty: the account's address). */
export function NotificationForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const info = useClientInfo(userId).data;
  const saved = info && { isNotify: info.isNotify === 1, notifyEmail: info.notifyEmail };
  const { field, submit, saving } = useSettingsForm<Values>(updateNotificationCall, userId, {
    schema: updateNotificationRequestSchema.omit({ userId: true }),
    initialValues: { isNotify: false, notifyEmail: '' },
    saved,
    toBody: (v) => ({ isNotify: v.isNotify ? 1 : 0, notifyEmail: v.notifyEmail }),
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Checkbox label={t('notification.by_email')} {...field('isNotify', { type: 'checkbox' })} />
        <TextInput
          label={t('notification.email')}
          description={t('notification.email_hint')}
          type="email"
          placeholder={info?.email}
          {...field('notifyEmail')}
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
