import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import type { PasskeyOptions } from '@airwork/shared/accounts/passkey.schema';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema, type LoginResult } from '@airwork/shared/accounts/account.schema';
import { AccountStatus, homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import { LoginOutcome } from '@airwork/shared/accounts/account-outcomes';
import { FormError } from '../../../components/form-error';
import { FormPage } from '../../../components/form-page';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { storeLogin } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useLoginMfa, useLoginPasskey } from '../api/mfa';
import {
  factorModes,
  SecondFactorField,
  useSecondFactor,
} from '../../../components/second-factor-field';
import { passkeysSupported } from '../../../lib/passkeys';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
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

/**
 * Signed in: every tab of the browser is, and the reader goes on to the page they asked for
 * before logging in (`next`), or to their home (issue 46).
 */
function useSignedIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: LoginResult) => {
    storeLogin(result);
    void navigate(readQuery(params).next() ?? homeRouteForRole(result.role_id));
  };
}

const SUBTITLE = { pilot: 'login.subtitle_pilot', client: 'login.subtitle_client' } as const;

/** A sign-in whose password was right, waiting for its second factor (issue 45). */
interface Challenge {
  id: string;
  factorKinds: string[];
  passkeyOptions?: PasskeyOptions;
}

function useLoginForm(onChallenge: (c: Challenge) => void) {
  const signedIn = useSignedIn();
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
        if (!refused && result && 'token' in result) return signedIn(result);
        if (!refused && result && 'mfaRequired' in result) {
          onChallenge({
            id: result.challengeId,
            factorKinds: result.factorKinds,
            passkeyOptions: result.passkeyOptions,
          });
          return;
        }
        refuse(loginErrorKey(message, result));
      },
      onError: (err) => refuse(messageOf(err)),
    });
  };
  return { ...schemaForm, onSubmit: schemaForm.onSubmit(send), error, pending: mutation.isPending };
}

/** The second step: the passkey, a code from the authenticator app, or a recovery code. */
function SecondStep({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const mutation = useLoginMfa();
  const factor = useSecondFactor(
    factorModes(challenge.passkeyOptions ? challenge.factorKinds : ['totp']),
  );
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const fail = (message: string) => {
    // The challenge is over (expired, or too many tries): start again from the password.
    if (message === MfaCode.challengeInvalid) window.location.reload();
    setError(translateMessage(message));
    factor.setValue('');
  };
  const send = async () => {
    setError(undefined);
    setAsking(true);
    try {
      const options = challenge.passkeyOptions;
      const given = await factor.given(async () => options!);
      const { result } = await mutation.mutateAsync({ challengeId: challenge.id, ...given });
      signedIn(result);
    } catch (err) {
      fail(messageOf(err));
    } finally {
      setAsking(false);
    }
  };
  const passkey = factor.mode === 'passkey';
  return (
    <FormPage
      title={t(passkey ? 'mfa.step_up_title' : 'mfa.login_title')}
      subtitle={t(passkey ? 'mfa.login_text_passkey' : 'mfa.login_text')}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <SecondFactorField factor={factor} autoFocus />
          <Button
            type="submit"
            loading={asking}
            fullWidth
            leftSection={passkey ? <IconFingerprint size={18} aria-hidden /> : undefined}
          >
            {t(passkey ? 'login.passkey' : 'mfa.login_submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}

/** A sign-in with a passkey alone, beside the password form. */
function PasskeySignIn({ keepLoggedIn }: { keepLoggedIn: () => boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const mutation = useLoginPasskey();
  const [error, setError] = useState<string>();
  if (!passkeysSupported()) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <FormError message={error} />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={mutation.isPending}
        onClick={() => {
          setError(undefined);
          const keep = keepLoggedIn();
          mutation.mutate(keep, {
            onSuccess: signedIn,
            onError: (err) => setError(translateMessage(messageOf(err))),
          });
        }}
      >
        {t('login.passkey')}
      </Button>
    </>
  );
}

export function LoginPage() {
  const [challenge, setChallenge] = useState<Challenge>();
  return challenge ? (
    <SecondStep challenge={challenge} />
  ) : (
    <PasswordStep onChallenge={setChallenge} />
  );
}

function PasswordStep({ onChallenge }: { onChallenge: (c: Challenge) => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { field, onSubmit, error, pending, form } = useLoginForm(onChallenge);
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
          <PasskeySignIn keepLoggedIn={() => form.getValues().keepLoggedIn} />
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
