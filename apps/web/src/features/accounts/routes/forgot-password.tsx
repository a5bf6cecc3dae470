import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useResetPassword } from '../api/reset-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useResetPassword();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(t('forgot.email_need'));
      return;
    }
    mutation.mutate(
      { email },
      {
        onSuccess: (reply) => {
          if (reply.code === 500) setError(t('forgot.email_send_error'));
          else if (reply.message === '-1') setError(t('common.account_not_exists'));
          else if (reply.message === '-2') setError(t('common.unknow_error'));
          else if (reply.code !== 200) setError(translateMessage(reply.message));
          else {
            notifySuccess(t('forgot.reset_email_sent'));
            void navigate('/login');
          }
        },
        onError: () => setError(t('common.unknow_error')),
      },
    );
  };

  return (
    <FormPage title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </FormPage>
  );
}
