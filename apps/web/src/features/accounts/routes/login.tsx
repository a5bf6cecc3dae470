import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema } from '@airwork/shared/accounts/account.schema';
import { AccountStatus, homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import { LoginOutcome } from '@airwork/shared/accounts/account-outcomes';
import { FormError } from '../../../components/form-error';
import { FormPage } from '../../../components/form-page';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { storeLogin } from '../../../lib/session';
import { useLogin } from '../api/login';
import { readQuery } from '../../../lib/paths';

/** What a refused login means for the screen (spec section 8, "Login"). */
export function loginErrorKey(message: string, result: unknown): string {
  if (message === LoginOutcome.unknownAccount) return 'common.account_not_exists';
  if (message === LoginOutcome.wrongPassword) return 'common.usename_or_password_error';
  const active = (result as { active?: number } | null)?.active;
  if (active === AccountStatus.blocked) return 'common.account_blocked';
  if (active === AccountStatus.deleted) return 'common.account_deleted';
  return message;
}

const SUBTITLE = { pilot: 'login.subtitle_pilot', client: 'login.subtitle_client' } as const;

function useLoginForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const mutation = useLogin();
  const schemaForm = useSchemaForm({
    schema: loginRequestSchema,
    initialValues: { userName: '', userPwd: '', keepLoggedIn: false },
  });

  const send = (values: { userName: string; userPwd: string; keepLoggedIn: boolean }) => {
    setError(undefined);
    // Spec section 8: the password is cleared after a refusal.
    const refuse = (key: string) => {
      setError(translateMessage(key));
      schemaForm.form.setFieldValue('userPwd', '');
    };
    mutation.mutate(values, {
      onSuccess: ({ result, message, refused }) => {
        if (!refused && result && 'token' in result) {
          storeLogin(result, values.keepLoggedIn);
          void navigate(homeRouteForRole(result.role_id));
          return;
        }
        refuse(loginErrorKey(message, result));
      },
      onError: (err) => refuse(messageOf(err)),
    });
  };
  return { ...schemaForm, onSubmit: schemaForm.onSubmit(send), error, pending: mutation.isPending };
}

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { field, onSubmit, error, pending } = useLoginForm();
  const as = readQuery(params).as();
  const subtitle = as === 'pilot' || as === 'client' ? SUBTITLE[as] : 'login.subtitle';

  return (
    <FormPage title={t('login.title')} subtitle={t(subtitle)}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            required
            {...field('userName')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...field('userPwd')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('login.keep_logged_in')}
              {...field('keepLoggedIn', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.lost_password')}
            </Anchor>
          </Group>
          <Button type="submit" loading={pending} fullWidth mt="xs">
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.no_account')}{' '}
            <Anchor component={Link} to="/sign-up-as">
              {t('login.sign_up')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormPage>
  );
}
