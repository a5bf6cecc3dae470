import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, firstRegisterError, type RegisterForm } from './register-form';

const valid: RegisterForm = {
  ...emptyRegisterForm,
  username: 'skypilot',
  first_name: 'Sky',
  last_name: 'Pilot',
  email: 'sky@example.com',
  mobile: '416 555 0100',
  password: 'long enough',
  confirm: 'long enough',
  agree: true,
};

describe('register form checks', () => {
  it('reports fields in the spec order with its message keys', () => {
    const steps: [Partial<RegisterForm>, string][] = [
      [{ username: '' }, 'register.username_need'],
      [{ first_name: '' }, 'register.first_name_need'],
      [{ last_name: '' }, 'register.last_name_need'],
      [{ email: '' }, 'register.email_need'],
      [{ mobile: '' }, 'register.mobile_need'],
      [{ password: '' }, 'register.password_need'],
      [{ confirm: '' }, 'register.passwordConfirmation_need'],
      [{ confirm: 'different!' }, 'register.two_password_not_match'],
      [{ agree: false }, 'register.must_agree_toc'],
    ];
    for (const [change, key] of steps) {
      expect(firstRegisterError({ ...valid, ...change }, 2)?.key).toBe(key);
    }
    expect(firstRegisterError({ ...emptyRegisterForm }, 2)?.key).toBe('register.username_need');
    expect(firstRegisterError(valid, 2)).toBeUndefined();
  });

  it('asks for 8 characters, as the server does', () => {
    const error = firstRegisterError({ ...valid, password: 'short', confirm: 'short' }, 1);
    expect(error).toEqual({ field: 'password', key: 'password.too_short' });
  });
});
