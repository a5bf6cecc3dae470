import { useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { FormPage } from '../../../components/form-page';
import { notifyError } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { storeLogin } from '../../../lib/session';
import { StorageKey } from '../../../lib/storage';
import { useRegister } from '../api/register';
import {
  emptyRegisterForm,
  firstRegisterError,
  toRegisterRequest,
  type RegisterField,
  type RegisterForm,
} from '../register-form';

function chosenRole(param: string | null): 1 | 2 {
  const value = param ?? localStorage.getItem(StorageKey.userRole);
  return value === String(Role.pilot) ? Role.pilot : Role.client;
}

/** Server outcomes that belong to one field (spec section 8, "Register"). */
const OUTCOME_FIELD: Record<string, { field: RegisterField; key: TranslationKey }> = {
  '-1': { field: 'username', key: 'register.username_exists' },
  '-2': { field: 'mobile', key: 'register.mobile_exists' },
  'register.email_exists': { field: 'email', key: 'register.email_exists' },
};

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const role = chosenRole(params.get('role'));
  const [form, setForm] = useState<RegisterForm>(emptyRegisterForm);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const mutation = useRegister();

  const set = <K extends RegisterField>(field: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const show = (field: RegisterField, key: TranslationKey) => {
    if (field === 'agree') {
      modals.open({ title: t('register.terms_title'), children: <Text>{t(key)}</Text> });
    }
    setErrors({ [field]: t(key) });
    document.getElementById(`register-${field}`)?.focus();
  };
  const text = (field: RegisterField) => ({
    value: form[field] as string,
    error: errors[field],
    id: `register-${field}`,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, e.currentTarget.value as never),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = firstRegisterError(form, role);
    if (problem) {
      show(problem.field, problem.key);
      return;
    }
    mutation.mutate(toRegisterRequest(form, role), {
      onSuccess: (reply) => {
        const result = reply.result;
        if (reply.success && result) {
          storeLogin(result, false);
          void navigate(
            result.role_id === Role.pilot ? '/pilot-verification' : '/register-success',
          );
          return;
        }
        const known = OUTCOME_FIELD[reply.message];
        if (known) show(known.field, known.key);
        else notifyError(translateMessage(reply.message));
      },
      onError: () => notifyError(t('common.unknow_error')),
    });
  };

  return (
    <FormPage
      size={640}
      title={role === Role.pilot ? t('register.title_pilot') : t('register.title_client')}
      subtitle={
        <>
          {t('register.have_account')}{' '}
          <Anchor component={Link} to="/login" size="sm">
            {t('register.log_in')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('register.username')}
            autoComplete="username"
            required
            {...text('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('register.first_name')}
              autoComplete="given-name"
              required
              {...text('first_name')}
            />
            <TextInput
              label={t('register.last_name')}
              autoComplete="family-name"
              required
              {...text('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('register.mobile')}
            type="tel"
            autoComplete="tel"
            required
            {...text('mobile')}
          />
          <Checkbox
            label={t('register.hide_phone')}
            checked={form.hideAtAds}
            onChange={(e) => set('hideAtAds', e.currentTarget.checked)}
          />
          <Radio.Group
            label={t('register.gender')}
            value={form.gender}
            onChange={(v) => set('gender', v)}
          >
            <Group mt={6}>
              <Radio value="1" label={t('register.gender_male')} />
              <Radio value="2" label={t('register.gender_female')} />
              <Radio value="3" label={t('register.gender_unspecified')} />
            </Group>
          </Radio.Group>
          <Textarea
            label={t('register.brief')}
            autosize
            minRows={2}
            maxRows={6}
            {...text('brief')}
          />
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            required
            {...text('email')}
          />
          <PasswordInput
            label={t('register.password')}
            description={t('register.password_hint')}
            autoComplete="new-password"
            required
            {...text('password')}
          />
          <PasswordInput
            label={t('register.confirm_password')}
            autoComplete="new-password"
            required
            {...text('confirm')}
          />
          <Checkbox
            id="register-agree"
            checked={form.agree}
            error={errors.agree}
            onChange={(e) => set('agree', e.currentTarget.checked)}
            label={
              <>
                {t('register.agree')}{' '}
                <Anchor component={Link} to="/terms-conditions" target="_blank">
                  {t('register.terms_link')}
                </Anchor>
              </>
            }
          />
          <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
