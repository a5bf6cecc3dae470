import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { newPasswordProblem } from '../password-rules';
import { useSetNewPassword } from '../api/set-new-password';

/** Opened from the e-mailed link: sets a new password, then on to log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [linkDead, setLinkDead] = useState(token === '');
  const mutation = useSetNewPassword();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      setError(t(problem));
      return;
    }
    mutation.mutate(
      { token, newPassword: password },
      {
        onSuccess: (reply) => {
          if (reply.code === 200) {
            notifySuccess(t('reset.password_reset'));
            void navigate('/login');
          } else if (reply.message === 'reset.link_invalid') setLinkDead(true);
          else setError(translateMessage(reply.message));
        },
        onError: () => setError(t('common.unknow_error')),
      },
    );
  };

  if (linkDead) {
    return (
      <FormPage title={t('reset.title')}>
        <Alert color="red" role="alert" variant="light">
          {t('reset.link_invalid')}
        </Alert>
        <Button component={Link} to="/forgot-password">
          {t('reset.request_new_link')}
        </Button>
      </FormPage>
    );
  }
  return (
    <FormPage title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          <PasswordInput
            label={t('reset.new_password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('reset.confirm_password')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.back_to_login')}
          </Anchor>
        </Stack>
      </form>
    </FormPage>
  );
}
