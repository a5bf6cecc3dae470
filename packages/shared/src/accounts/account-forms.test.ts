import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  registerFormSchema,
  setNewPasswordFormSchema,
} from './account-forms';

/**
 * The first failing field in the schema's field order, with its first message: what a form
 * built on these schemas shows (web: components/use-schema-form.ts).
 */
function firstProblem(schema: z.ZodObject, values: Record<string, unknown>) {
  const issues = schema.safeParse(values).error?.issues ?? [];
  for (const field of Object.keys(schema.shape)) {
    const issue = issues.find((i) => i.path[0] === field);
    if (issue) return { field, key: issue.message };
  }
  return undefined;
}

const empty = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  encrypt_password: '',
  confirm: '',
  agree: false,
  brief: '',
};
const valid = {
  ...empty,
  username: 'skypilot',
  first_name: 'Sky',
  last_name: 'Pilot',
  email: 'sky@example.com',
  mobile: '416 555 0100',
  encrypt_password: 'long enough',
  confirm: 'long enough',
  agree: true,
};

describe('register form checks', () => {
  it('reports fields in the spec order with its message keys', () => {
    const steps: [Partial<typeof valid>, string][] = [
      [{ username: '' }, 'register.username_need'],
      [{ first_name: '' }, 'register.first_name_need'],
      [{ last_name: '' }, 'register.last_name_need'],
      [{ email: '' }, 'register.email_need'],
      [{ mobile: '' }, 'register.mobile_need'],
      [{ encrypt_password: '' }, 'register.password_need'],
      [{ confirm: '' }, 'register.passwordConfirmation_need'],
      [{ confirm: 'different!' }, 'register.two_password_not_match'],
      [{ agree: false }, 'register.must_agree_toc'],
    ];
    for (const [change, key] of steps) {
      expect(firstProblem(registerFormSchema, { ...valid, ...change })?.key).toBe(key);
    }
    expect(firstProblem(registerFormSchema, empty)?.key).toBe('register.username_need');
    expect(firstProblem(registerFormSchema, valid)).toBeUndefined();
  });

  it('tells a mismatch before the terms, even when the terms are not accepted either', () => {
    const problem = firstProblem(registerFormSchema, { ...valid, confirm: 'other', agree: false });
    expect(problem).toEqual({ field: 'confirm', key: 'register.two_password_not_match' });
  });

  it('asks for 8 characters, as the server does', () => {
    const error = firstProblem(registerFormSchema, {
      ...valid,
      encrypt_password: 'short',
      confirm: 'short',
    });
    expect(error).toEqual({ field: 'encrypt_password', key: 'password.too_short' });
  });
});

describe('password forms', () => {
  it('change password asks for old, new and confirm, then a match (spec section 5)', () => {
    const ok = { oldPassword: 'the old one', newPassword: 'the new one', confirm: 'the new one' };
    const steps: [Partial<typeof ok>, string][] = [
      [{ oldPassword: '' }, 'password.old_password_need'],
      [{ newPassword: '', confirm: '' }, 'password.new_password_need'],
      [{ confirm: '' }, 'password.confirm_password_need'],
      [{ confirm: 'the new two' }, 'password.confirm_password_not_match'],
    ];
    for (const [change, key] of steps) {
      expect(firstProblem(changePasswordFormSchema, { ...ok, ...change })?.key).toBe(key);
    }
    expect(firstProblem(changePasswordFormSchema, ok)).toBeUndefined();
  });

  it('the reset screen checks the new password twice', () => {
    expect(firstProblem(setNewPasswordFormSchema, { newPassword: '', confirm: '' })?.key).toBe(
      'password.new_password_need',
    );
    expect(
      firstProblem(setNewPasswordFormSchema, { newPassword: 'long enough', confirm: 'long' })?.key,
    ).toBe('password.confirm_password_not_match');
  });
});
