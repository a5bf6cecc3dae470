import type { RegisterRequest } from '@airwork/shared/accounts/account.schema';

/** The register form's values: the fields of `registerFormSchema` plus the chosen ones. */
export interface RegisterFormValues extends Record<string, unknown> {
  username: string;
  first_name: string;
  last_name: string;
  mobile: string;
  hideAtAds: boolean;
  gender: '1' | '2' | '3';
  brief: string;
  email: string;
  encrypt_password: string;
  confirm: string;
  agree: boolean;
  keepLoggedIn: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  username: '',
  first_name: '',
  last_name: '',
  mobile: '',
  hideAtAds: false,
  gender: '3',
  brief: '',
  email: '',
  encrypt_password: '',
  confirm: '',
  agree: false,
  keepLoggedIn: false,
};

/** The call's payload; the server parses it with the same shared schema. */
export function toRegisterRequest(form: RegisterFormValues, role: 1 | 2): RegisterRequest {
  return {
    username: form.username,
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    mobile: form.mobile,
    encrypt_password: form.encrypt_password,
    role_id: role,
    gender: Number(form.gender) as 1 | 2 | 3,
    hideAtAds: form.hideAtAds ? 1 : 0,
    brief: form.brief,
    keepLoggedIn: form.keepLoggedIn,
  };
}
