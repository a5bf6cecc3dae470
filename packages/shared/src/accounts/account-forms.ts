import { z } from 'zod';
import {
  changePasswordRequestSchema,
  registerRequestSchema,
  setNewPasswordRequestSchema,
} from './account.schema';

// What the account forms hold beyond their request: a password typed twice, the terms box.
// Field order is the spec's check order (section 5); forms report the first failure in it.

const confirmation = (needKey: string) => z.string({ error: needKey }).min(1, { error: needKey });

/**
 * The confirmation must repeat the password. Checked even while other fields fail, so that
 * a mismatch is reported in its place in the order (before the terms), not only at the end.
 */
function confirmed<T extends z.ZodObject>(
  schema: T,
  password: keyof z.input<T> & string,
  confirm: keyof z.input<T> & string,
  mismatchKey: string,
): T {
  return schema.refine(
    (v: Record<string, unknown>) => v[confirm] === '' || v[password] === v[confirm],
    { path: [confirm], error: mismatchKey, when: () => true },
  );
}

/** The register form: the request's fields (role, gender and hideAtAds are chosen, not typed). */
export const registerFormSchema = confirmed(
  registerRequestSchema.omit({ role_id: true, gender: true, hideAtAds: true }).extend({
    confirm: confirmation('register.passwordConfirmation_need'),
    agree: z.literal(true, { error: 'register.must_agree_toc' }),
  }),
  'encrypt_password',
  'confirm',
  'register.two_password_not_match',
);

/** Change password (spec section 5): old, new, confirm, then new must equal confirm. */
export const changePasswordFormSchema = confirmed(
  changePasswordRequestSchema.omit({ userId: true }).extend({
    confirm: confirmation('password.confirm_password_need'),
  }),
  'newPassword',
  'confirm',
  'password.confirm_password_not_match',
);

/** The reset screen: the new password twice; the token comes from the link. */
export const setNewPasswordFormSchema = confirmed(
  setNewPasswordRequestSchema.omit({ token: true }).extend({
    confirm: confirmation('password.confirm_password_need'),
  }),
  'newPassword',
  'confirm',
  'password.confirm_password_not_match',
);
