import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setNewPasswordFormSchema } from '@airwork/shared/accounts/account-forms';
import { MessageCode } from '@airwork/shared/errors';
import { FormError } from '../../../components/form-error';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { useSetNewPassword } from '../api/set-new-password';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { SubmitAndBack } from '../components/submit-and-back';
import { readQuery } from '../../../lib/paths';

/** A used, expired or unknown link: say so and offer a new one. */
function DeadLink() {
  const { t } = useTranslation();
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

/** Opened from the e-mailed link: sets a new password, then on to log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = readQuery(params).token();
  const [error, setError] = useState<string>();
  const [linkDead, setLinkDead] = useState(token === '');
  const mutation = useSetNewPassword();
  const { form, field, onSubmit } = useSchemaForm({
    schema: setNewPasswordFormSchema,
    initialValues: { newPassword: '', confirm: '' },
    firstErrorOnly: true,
  });

  const send = ({ newPassword }: { newPassword: string }) =>
    mutation.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          notifySuccess(t('reset.password_reset'));
          void navigate('/login');
        },
        onError: (err) => {
          const message = messageOf(err);
          if (message === MessageCode.resetLinkInvalid) setLinkDead(true);
          else if (message === MessageCode.passwordTooGuessable) {
            form.setFieldError('newPassword', message);
          } else setError(translateMessage(message));
        },
      },
    );

  if (linkDead) return <DeadLink />;
  return (
    <FormPage title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={onSubmit(send)} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          <PasswordInput
            label={t('reset.new_password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            required
            {...field('newPassword')}
          />
          <PasswordStrengthMeter password={form.values.newPassword} />
          <PasswordInput
            label={t('reset.confirm_password')}
            autoComplete="new-password"
            required
            {...field('confirm')}
          />
          <SubmitAndBack label={t('reset.submit')} pending={mutation.isPending} />
        </Stack>
      </form>
    </FormPage>
  );
}
