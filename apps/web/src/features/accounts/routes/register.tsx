import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerFormSchema } from '@airwork/shared/accounts/account-forms';
import { Role } from '@airwork/shared/accounts/account-constants';
import { RegisterOutcome } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import { FormPage } from '../../../components/form-page';
import { notifyError } from '../../../components/notify';
import { useSchemaForm, type SchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/call';
import { storeLogin } from '../../../lib/session';
import { StorageKey } from '../../../lib/storage';
import { useRegister } from '../api/register';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { emptyRegisterForm, toRegisterRequest, type RegisterFormValues } from '../register-form';
import { readQuery } from '../../../lib/paths';

function chosenRole(param: string | null): 1 | 2 {
  const value = param ?? localStorage.getItem(StorageKey.userRole);
  return value === String(Role.pilot) ? Role.pilot : Role.client;
}

/** Server outcomes that belong to one field (spec section 8, "Register"). */
const OUTCOME_FIELD: Record<string, { field: keyof RegisterFormValues & string; key: string }> = {
  [RegisterOutcome.usernameTaken]: { field: 'username', key: 'register.username_exists' },
  [RegisterOutcome.mobileTaken]: { field: 'mobile', key: 'register.mobile_exists' },
  [RegisterOutcome.emailTaken]: { field: 'email', key: 'register.email_exists' },
  [MessageCode.passwordTooGuessable]: { field: 'encrypt_password', key: 'password.too_common' },
};

function PersonFields({ field }: { field: SchemaForm<RegisterFormValues>['field'] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('register.username')}
        autoComplete="username"
        required
        {...field('username')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('register.first_name')}
          autoComplete="given-name"
          required
          {...field('first_name')}
        />
        <TextInput
          label={t('register.last_name')}
          autoComplete="family-name"
          required
          {...field('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label={t('register.mobile')}
        type="tel"
        autoComplete="tel"
        required
        {...field('mobile')}
      />
      <Checkbox
        label={t('register.hide_phone')}
        description={t('register.hide_phone_hint')}
        {...field('hideAtAds', { type: 'checkbox' })}
      />
      <Radio.Group label={t('register.gender')} {...field('gender')}>
        <Group mt={6}>
          <Radio value="1" label={t('register.gender_male')} />
          <Radio value="2" label={t('register.gender_female')} />
          <Radio value="3" label={t('register.gender_unspecified')} />
        </Group>
      </Radio.Group>
      <Textarea label={t('register.brief')} autosize minRows={2} maxRows={6} {...field('brief')} />
    </>
  );
}

function AccountFields({ form, field }: Pick<SchemaForm<RegisterFormValues>, 'form' | 'field'>) {
  const { t } = useTranslation();
  const v = form.values;
  return (
    <>
      <TextInput
        label={t('register.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <PasswordInput
        label={t('register.password')}
        description={t('register.password_hint')}
        autoComplete="new-password"
        required
        {...field('encrypt_password')}
      />
      <PasswordStrengthMeter
        password={v.encrypt_password}
        userInputs={[v.username, v.email, v.first_name, v.last_name]}
      />
      <PasswordInput
        label={t('register.confirm_password')}
        autoComplete="new-password"
        required
        {...field('confirm')}
      />
      <Checkbox
        {...field('agree', { type: 'checkbox' })}
        label={
          <>
            {t('register.agree')}{' '}
            <Anchor component={Link} to="/terms-conditions" target="_blank">
              {t('register.terms_link')}
            </Anchor>
          </>
        }
      />
      <Checkbox
        label={t('login.keep_logged_in')}
        description={t('register.keep_logged_in_hint')}
        {...field('keepLoggedIn', { type: 'checkbox' })}
      />
    </>
  );
}

/** Sign-up (spec: /register): one problem at a time in the spec's order, then the call. */
function useRegisterForm(role: 1 | 2) {
  const navigate = useNavigate();
  const mutation = useRegister();
  const schemaForm = useSchemaForm({
    schema: registerFormSchema,
    initialValues: emptyRegisterForm,
  });
  const { form } = schemaForm;

  /** A refusal the form knows goes under its field; any other is a notification. */
  const refuse = (message: string) => {
    const known = OUTCOME_FIELD[message];
    if (!known) return notifyError(translateMessage(message));
    form.setErrors({ [known.field]: known.key });
    form.getInputNode(known.field)?.focus();
  };
  const send = (values: RegisterFormValues) =>
    mutation.mutate(toRegisterRequest(values, role), {
      onSuccess: ({ result, message, refused }) => {
        if (refused || !result) return refuse(message);
        storeLogin(result);
        void navigate(result.role_id === Role.pilot ? '/pilot-verification' : '/register-success');
      },
      onError: (err) => refuse(messageOf(err)),
    });

  // Every field's error shows at once, the first one focused; the terms' too, under their box
  // alone — no pop-up repeating it (issue 46).
  const onSubmit = schemaForm.onSubmit(send);
  return { ...schemaForm, onSubmit, pending: mutation.isPending };
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role = chosenRole(readQuery(params).role());
  const { form, field, onSubmit, pending } = useRegisterForm(role);

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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PersonFields field={field} />
          <AccountFields form={form} field={field} />
          <Button type="submit" loading={pending} fullWidth mt="xs">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
