import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetPasswordRequestSchema } from '@airwork/shared/accounts/account.schema';
import { ResetPasswordOutcome } from '@airwork/shared/accounts/account-outcomes';
import { FormPage } from '../../../components/form-page';
import { notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import { SubmitAndBack } from '../components/submit-and-back';

/** What a resetPassword reply means for the e-mail field (spec section 8, "Forgot password"). */
function replyProblem(reply: { code: number; message: string }): string | undefined {
  if (reply.code === 500) return 'forgot.email_send_error';
  if (reply.message === ResetPasswordOutcome.unknownEmail) return 'common.account_not_exists';
  if (reply.message === ResetPasswordOutcome.failed) return 'common.unknow_error';
  if (reply.code !== 200) return reply.message;
  return undefined;
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
      onSuccess: (reply) => {
        const problem = replyProblem(reply);
        if (problem) return form.setFieldError('email', problem);
        notifySuccess(t('forgot.reset_email_sent'));
        void navigate('/login');
      },
      onError: () => form.setFieldError('email', 'common.unknow_error'),
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
