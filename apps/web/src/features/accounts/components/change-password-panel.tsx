import { useState } from 'react';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { changePasswordFormSchema } from '@airwork/shared/accounts/account-forms';
import { ChangePasswordResult } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { useChangePassword } from '../api/change-password';
import { PasswordStrengthMeter } from './password-strength-meter';

const empty = { oldPassword: '', newPassword: '', confirm: '' };

/** Old, new, confirm (spec section 5); the server keeps this session and ends the others. */
function useChangePasswordForm(userId: number) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const mutation = useChangePassword();
  const schemaForm = useSchemaForm({
    schema: changePasswordFormSchema,
    initialValues: empty,
    firstErrorOnly: true,
  });

  const send = ({ oldPassword, newPassword }: typeof empty) => {
    setError(undefined);
    mutation.mutate(
      { userId, oldPassword, newPassword },
      {
        onSuccess: ({ result }) => {
          if (result === ChangePasswordResult.changed) {
            notifySuccess(t('password.password_changed'));
            schemaForm.form.reset();
          } else if (result === ChangePasswordResult.wrongOldPassword) {
            setError(t('password.old_password_error'));
          } else setError(t('common.account_not_exists'));
        },
        onError: (err) => {
          const message = messageOf(err);
          if (message === MessageCode.passwordTooGuessable) {
            schemaForm.form.setFieldError('newPassword', message);
          } else setError(translateMessage(message));
        },
      },
    );
  };
  return { ...schemaForm, onSubmit: schemaForm.onSubmit(send), error, pending: mutation.isPending };
}

export function ChangePasswordPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { form, field, onSubmit, error, pending } = useChangePasswordForm(userId);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="change-password-title">
          {t('password.title')}
        </Title>
        <FormError message={error} />
        <PasswordInput
          label={t('password.old_password')}
          autoComplete="current-password"
          required
          {...field('oldPassword')}
        />
        <PasswordInput
          label={t('password.new_password')}
          description={t('register.password_hint')}
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <PasswordStrengthMeter password={form.values.newPassword} />
        <PasswordInput
          label={t('password.confirm_password')}
          autoComplete="new-password"
          required
          {...field('confirm')}
        />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
