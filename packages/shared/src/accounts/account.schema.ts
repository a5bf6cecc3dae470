import { z } from 'zod';
import { idSchema } from '../numbers';
import { line, lines, patternOf } from '../text';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-constants';

// Error messages are i18n keys: the first failing field's key becomes the reply's message.

/** A required single line: its own message when empty, and another for control characters. */
export const required = (key: string, invalidKey: string, max = 100) =>
  line({ max, need: key, invalid: invalidKey });

/** Control characters cannot be typed into a password field: one that holds them is refused. */
const TYPEABLE = patternOf(false, false);

export const passwordSchema = (needKey: string) =>
  z
    .string({ error: needKey })
    .min(1, { error: needKey })
    .min(PASSWORD_MIN, { error: 'password.too_short' })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .regex(TYPEABLE, { error: 'common.invalid_characters' });

/** Letters, digits, `_`, `.` and `-`, 3 to 32 of them (so no space or control character). */
export const usernameSchema = z
  .string({ error: 'register.username_need' })
  .trim()
  .min(1, { error: 'register.username_need' })
  .regex(/^[\p{L}\p{N}_.-]{3,32}$/u, { error: 'register.username_invalid' });

/**
 * An e-mail address, trimmed and lower-cased. Checked with a method on the string (not a pipe)
 * so the published document states the format: a pipe publishes only its input, a bare string.
 */
export const emailSchema = z
  .string({ error: 'register.email_need' })
  .trim()
  .min(1, { error: 'register.email_need' })
  .max(254, { error: 'common.too_long' })
  .email({ error: 'register.email_invalid' })
  .transform((e) => e.toLowerCase());

/**
 * An address, or '' for "none" (the account's own, or not given) — written as a union so the
 * document says exactly that.
 */
export const optionalEmailSchema = z
  .union(
    [
      z.string().trim().max(0, { error: 'register.email_invalid' }),
      z
        .string()
        .trim()
        .max(254, { error: 'common.too_long' })
        .email({ error: 'register.email_invalid' }),
    ],
    { error: 'register.email_invalid' },
  )
  .default('');

/**
 * Phone numbers are compared by their digits, with an optional leading +: whatever surrounds
 * 7 to 15 digits ("(416) 555-0100") is dropped.
 */
export const mobileSchema = z
  .string({ error: 'register.mobile_need' })
  .trim()
  .min(1, { error: 'register.mobile_need' })
  .regex(/^\D*(?:\d\D*){7,15}$/u, { error: 'register.mobile_invalid' })
  .transform((m) => (m.startsWith('+') ? '+' : '') + m.replace(/\D/g, ''));

/** Field order is the spec's check order (section 5); the first failure is reported. */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  first_name: required('register.first_name_need', 'register.first_name_invalid'),
  last_name: required('register.last_name_need', 'register.last_name_invalid'),
  email: emailSchema,
  mobile: mobileSchema,
  encrypt_password: passwordSchema('register.password_need'),
  role_id: z.union([z.literal(1), z.literal(2)], { error: 'register.role_invalid' }),
  gender: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'register.gender_invalid' })
    .default(3),
  hideAtAds: z.union([z.literal(0), z.literal(1)], { error: 'register.hide_invalid' }).default(0),
  brief: lines({ max: 2000, invalid: 'register.brief_invalid' }).default(''),
  /** "Keep me logged in" (issue 46): the session registration opens lasts 30 days, not 12 hours. */
  keepLoggedIn: z.boolean({ error: 'common.invalid_request' }).default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  userName: z
    .string({ error: 'login.login_username_password_need' })
    .trim()
    .max(254, { error: 'common.too_long' })
    .regex(TYPEABLE, { error: 'login.username_invalid' }),
  userPwd: z
    .string({ error: 'login.login_username_password_need' })
    .min(1, { error: 'login.login_username_password_need' })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .regex(TYPEABLE, { error: 'common.invalid_characters' }),
  /** "Keep me logged in": a 30-day session instead of one that ends with the browser. */
  keepLoggedIn: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  id: z.number().int(),
  userNumbers: z.string(),
  role_id: z.number().int(),
  username: z.string(),
  /** The first name, for greetings (issue 23); the spec's user info field name. */
  first_name: z.string(),
  token: z.string(),
  active: z.number().int(),
  message: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Blocked or deleted accounts get only their status back, never a token. */
export const refusedLoginResultSchema = z.object({ active: z.number().int() });

export const resetPasswordRequestSchema = z.object({
  email: line({ max: 254, need: 'forgot.email_need', invalid: 'forgot.email_invalid' }).transform(
    (e) => e.toLowerCase(),
  ),
});

export const setNewPasswordRequestSchema = z.object({
  token: line({ max: 200, need: 'reset.link_invalid', invalid: 'reset.link_invalid' }),
  newPassword: passwordSchema('password.new_password_need'),
});

export const changePasswordRequestSchema = z.object({
  userId: idSchema(),
  oldPassword: z
    .string({ error: 'password.old_password_need' })
    .min(1, { error: 'password.old_password_need' })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .regex(TYPEABLE, { error: 'common.invalid_characters' }),
  newPassword: passwordSchema('password.new_password_need'),
});

export const userIdRequestSchema = z.object({
  userId: idSchema(),
});

export const clientInfoSchema = z.object({
  id: z.number().int(),
  userNumbers: z.string(),
  username: z.string(),
  role_id: z.number().int(),
  active: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  brief: z.string(),
  gender: z.number().int(),
  hideAtAds: z.number().int(),
  isNotify: z.number().int(),
  notifyEmail: z.string(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;
