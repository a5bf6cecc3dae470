import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { resetPasswordRequestSchema } from '@airwork/shared/accounts/account.schema';
import { ResetPasswordOutcome } from '@airwork/shared/accounts/account-outcomes';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { messageOf } from '../../../lib/call';
import { useResetPassword } from '../api/reset-password';
import { SubmitAndBack } from '../components/submit-and-back';

/** What a refused resetPassword means for the e-mail field (spec section 8, "Forgot password"). */
function refusalKey(message: string): string {
  if (message === ResetPasswordOutcome.unknownEmail) return 'common.account_not_exists';
  if (message === ResetPasswordOutcome.failed) return 'common.unknow_error';
  return message;
}

/** A failed call: the mail could not be sent (500), or the envelope's own message. */
function failureKey(err: unknown): string {
  return err instanceof ApiError && err.code === 500 ? 'forgot.email_send_error' : messageOf(err);
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const { form, field, onSubmit } = useSchemaForm({
    schema: resetPasswordRequestSchema,
    initialValues: { email: '' },
  });

  const send = (values: { email: string }) =>
    mutation.mutate(values, {
      onSuccess: ({ message, refused }) => {
        if (refused) return form.setFieldError('email', refusalKey(message));
        notifySuccess(t('forgot.reset_email_sent'));
        void navigate('/login');
      },
      onError: (err) => form.setFieldError('email', failureKey(err)),
    });

  return (
    <FormPage title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit(send)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <SubmitAndBack label={t('forgot.submit')} pending={mutation.isPending} />
        </Stack>
      </form>
    </FormPage>
  );
}
