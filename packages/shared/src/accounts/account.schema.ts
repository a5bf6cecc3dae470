import { z } from 'zod';
import { idSchema } from '../numbers';
import { hasControlCharacters, line } from '../text';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-constants';

// Error messages are i18n keys: the first failing field's key becomes the reply's message.

/** A required single line: its own message when empty, and another for control characters. */
export const required = (key: string, invalidKey: string, max = 100) =>
  line({ max, need: key, invalid: invalidKey });

/** Control characters cannot be typed into a password field: one that holds them is refused. */
const typeable = (text: string) => !hasControlCharacters(text);

export const passwordSchema = (needKey: string) =>
  z
    .string({ error: needKey })
    .min(1, { error: needKey })
    .min(PASSWORD_MIN, { error: 'password.too_short' })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .refine(typeable, { error: 'common.invalid_characters' });

export const usernameSchema = required(
  'register.username_need',
  'register.username_invalid',
  32,
).regex(/^[\p{L}\p{N}_.-]{3,32}$/u, {
  error: 'register.username_invalid',
});

export const emailSchema = z
  .string({ error: 'register.email_need' })
  .trim()
  .min(1, { error: 'register.email_need' })
  .max(254, { error: 'common.too_long' })
  .pipe(z.email({ error: 'register.email_invalid' }))
  .transform((e) => e.toLowerCase());

/** Phone numbers are compared by their digits, with an optional leading +. */
export const mobileSchema = z
  .string({ error: 'register.mobile_need' })
  .trim()
  .min(1, { error: 'register.mobile_need' })
  .transform((m) => (m.startsWith('+') ? '+' : '') + m.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\+?\d{7,15}$/, { error: 'register.mobile_invalid' }));

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
  brief: z
    .string()
    .trim()
    .max(2000, { error: 'common.too_long' })
    .refine((text) => !hasControlCharacters(text, true), { error: 'register.brief_invalid' })
    .default(''),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  userName: z
    .string({ error: 'login.login_username_password_need' })
    .trim()
    .max(254, { error: 'common.too_long' })
    .refine((text) => !hasControlCharacters(text), { error: 'login.username_invalid' }),
  userPwd: z
    .string({ error: 'login.login_username_password_need' })
    .min(1, { error: 'login.login_username_password_need' })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .refine(typeable, { error: 'common.invalid_characters' }),
  /** "Keep me logged in": a 30-day session instead of one that ends with the browser. */
  keepLoggedIn: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResultSchema = z.object({
  id: z.number().int(),
  userNumbers: z.string(),
  role_id: z.number().int(),
  username: z.string(),
  token: z.string(),
  active: z.number().int(),
  message: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Blocked or deleted accounts get only their status back, never a token. */
export const refusedLoginResultSchema = z.object({ active: z.number().int() });

export const resetPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'forgot.email_need' })
    .trim()
    .min(1, { error: 'forgot.email_need' })
    .max(254, { error: 'common.too_long' })
    .refine((text) => !hasControlCharacters(text), { error: 'forgot.email_invalid' })
    .transform((e) => e.toLowerCase()),
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
    .refine(typeable, { error: 'common.invalid_characters' }),
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
