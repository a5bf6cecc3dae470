import { PASSWORD_MAX, PASSWORD_MIN } from '@airwork/shared/accounts/account-constants';
import type { TranslationKey } from '../../i18n/i18n';

/** New password and its confirmation, checked in the spec's order (section 5). */
export function newPasswordProblem(password: string, confirm: string): TranslationKey | undefined {
  if (password === '') return 'password.new_password_need';
  if (confirm === '') return 'password.confirm_password_need';
  if (password !== confirm) return 'password.confirm_password_not_match';
  if (password.length < PASSWORD_MIN) return 'password.too_short';
  if (password.length > PASSWORD_MAX) return 'password.too_long';
  return undefined;
}
