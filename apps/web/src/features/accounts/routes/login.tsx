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
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '@airwork/shared/accounts/account.schema';
import { homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import { FormPage } from '../../../components/form-page';
import { translateMessage } from '../../../i18n/i18n';
import { storeLogin } from '../../../lib/session';
import { useLogin } from '../api/login';

/** What a login reply means for the screen (spec section 8, "Login"). */
export function loginErrorKey(reply: { code: number; message: string; result: unknown }): string {
  if (reply.code === 500) return 'common.unknow_error';
  if (reply.message === '-1') return 'common.account_not_exists';
  if (reply.message === '-2') return 'common.usename_or_password_error';
  const active = (reply.result as { active?: number } | null)?.active;
  if (active === 3) return 'common.account_blocked';
  if (active === 4) return 'common.account_deleted';
  return reply.message;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userName, setUserName] = useState('');
  const [userPwd, setUserPwd] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);
  const [error, setError] = useState<string>();
  const mutation = useLogin();
  const as = params.get('as');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (userPwd === '') {
      setError(t('login.login_username_password_need'));
      return;
    }
    mutation.mutate(
      { userName, userPwd, keepLoggedIn },
      {
        onSuccess: (reply) => {
          const result = reply.result as LoginResult | null;
          if (reply.code === 200 && result && 'token' in result && result.token) {
            storeLogin(result, keepLoggedIn);
            void navigate(homeRouteForRole(result.role_id));
            return;
          }
          setError(translateMessage(loginErrorKey(reply)));
          setUserPwd('');
        },
        onError: () => setError(t('common.unknow_error')),
      },
    );
  };

  const subtitle =
    as === 'pilot'
      ? t('login.subtitle_pilot')
      : as === 'client'
        ? t('login.subtitle_client')
        : t('login.subtitle');
  return (
    <FormPage title={t('login.title')} subtitle={subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={userPwd}
            onChange={(e) => setUserPwd(e.currentTarget.value)}
            required
          />
          <Group justify="space-between">
            <Checkbox
              label={t('login.keep_logged_in')}
              checked={keepLoggedIn}
              onChange={(e) => setKeepLoggedIn(e.currentTarget.checked)}
            />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.lost_password')}
            </Anchor>
          </Group>
          <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
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
