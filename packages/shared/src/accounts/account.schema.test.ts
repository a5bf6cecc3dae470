import { describe, expect, it } from 'vitest';
import { homeRouteForRole } from './account-constants';
import { loginRequestSchema, registerRequestSchema } from './account.schema';

const base = {
  username: 'maple',
  first_name: 'M',
  last_name: 'L',
  email: ' Maple@Example.COM ',
  mobile: '+1 (604) 555-0100',
  encrypt_password: 'eight888',
  role_id: 2,
};

describe('register payload', () => {
  it('normalises e-mail to lower case and the phone to its digits', () => {
    const parsed = registerRequestSchema.parse(base);
    expect(parsed.email).toBe('maple@example.com');
    expect(parsed.mobile).toBe('+16045550100');
    expect(parsed).toMatchObject({ gender: 3, hideAtAds: 0, brief: '' });
  });

  it('accepts roles 1 and 2 only', () => {
    expect(registerRequestSchema.safeParse({ ...base, role_id: 1 }).success).toBe(true);
    for (const role_id of [0, 3, 4]) {
      expect(registerRequestSchema.safeParse({ ...base, role_id }).error?.issues[0]?.message).toBe(
        'register.role_invalid',
      );
    }
  });
});

describe('login payload', () => {
  it('treats "Keep me logged in" as off unless sent', () => {
    expect(loginRequestSchema.parse({ userName: 'a', userPwd: 'b' }).keepLoggedIn).toBe(false);
  });
});

describe('homeRouteForRole', () => {
  it('sends pilots, admins and everyone else to their homes', () => {
    expect([1, 2, 3, 0, 9].map(homeRouteForRole)).toEqual([
      '/pilot-home',
      '/client-home',
      '/admin-home',
      '/client-home',
      '/client-home',
    ]);
  });
});
