import {
  registerRequestSchema,
  type RegisterRequest,
} from '@airwork/shared/accounts/account.schema';
import type { TranslationKey } from '../../i18n/i18n';

export interface RegisterForm {
  username: string;
  first_name: string;
  last_name: string;
  mobile: string;
  hideAtAds: boolean;
  gender: '1' | '2' | '3';
  brief: string;
  email: string;
  password: string;
  confirm: string;
  agree: boolean;
}

export type RegisterField = keyof RegisterForm;

export const emptyRegisterForm: RegisterForm = {
  username: '',
  first_name: '',
  last_name: '',
  mobile: '',
  hideAtAds: false,
  gender: '3',
  brief: '',
  email: '',
  password: '',
  confirm: '',
  agree: false,
};

export function toRegisterRequest(form: RegisterForm, role: 1 | 2): RegisterRequest {
  return {
    username: form.username.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    mobile: form.mobile.trim(),
    encrypt_password: form.password,
    role_id: role,
    gender: Number(form.gender) as 1 | 2 | 3,
    hideAtAds: form.hideAtAds ? 1 : 0,
    brief: form.brief.trim(),
  };
}

const FIELD_OF: Record<string, RegisterField> = { encrypt_password: 'password' };

/**
 * The first problem in the spec's order (section 5): username, first name, last name, e-mail,
 * mobile, password, confirmation, match, terms. The field rules are the server's own schema.
 */
export function firstRegisterError(
  form: RegisterForm,
  role: 1 | 2,
): { field: RegisterField; key: TranslationKey } | undefined {
  const parsed = registerRequestSchema.safeParse(toRegisterRequest(form, role));
  const issue = parsed.error?.issues[0];
  if (issue) {
    const name = String(issue.path[0] ?? 'username');
    return {
      field: FIELD_OF[name] ?? (name as RegisterField),
      key: issue.message as TranslationKey,
    };
  }
  if (form.confirm === '') return { field: 'confirm', key: 'register.passwordConfirmation_need' };
  if (form.confirm !== form.password)
    return { field: 'confirm', key: 'register.two_password_not_match' };
  if (!form.agree) return { field: 'agree', key: 'register.must_agree_toc' };
  return undefined;
}
