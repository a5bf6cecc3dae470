import { useState } from 'react';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblem } from '../password-rules';

const empty = { oldPassword: '', newPassword: '', confirm: '' };

/** Old, new, confirm (spec section 5); the server keeps this session and ends the others. */
export function ChangePasswordPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string>();
  const mutation = useChangePassword();
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.currentTarget.value }));
      setError(undefined);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem =
      values.oldPassword === ''
        ? 'password.old_password_need'
        : newPasswordProblem(values.newPassword, values.confirm);
    if (problem) {
      setError(t(problem));
      return;
    }
    mutation.mutate(
      { userId, oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: (reply) => {
          if (reply.code === 200 && reply.result === 1) {
            notifySuccess(t('password.password_changed'));
            setValues(empty);
          } else if (reply.result === -2) setError(t('password.old_password_error'));
          else if (reply.result === -1) setError(t('common.account_not_exists'));
          else setError(translateMessage(reply.message));
        },
        onError: () => setError(t('common.unknow_error')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
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
        <PasswordInput
          label={t('password.confirm_password')}
          autoComplete="new-password"
          required
          {...field('confirm')}
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
