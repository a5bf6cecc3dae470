import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/users';
import { buildTestApp, memoryTransport, sentMail, type TestApp } from '../../test/build-test-app';
import { newRegistration, post, registerUser } from '../../test/api';

// OWASP ASVS 2.1.7: common and easily guessed passwords are refused wherever one is set.
const transport = memoryTransport();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ transport });
});
afterAll(async () => {
  await t.close();
});

const COMMON = ['password', 'password1', '12345678', '        '];

describe('common passwords', () => {
  it.each(COMMON)('register refuses %j and stores nothing', async (password) => {
    const payload = newRegistration({ encrypt_password: password });
    const reply = await post(t.app, '/api/member/register', payload);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('password.too_common');
    const rows = await t.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.username, payload.username));
    expect(rows[0]!.n).toBe(0);
  });

  it('register refuses a password made of the user name', async () => {
    const payload = newRegistration();
    const reply = await post(
      t.app,
      '/api/member/register',
      newRegistration({ ...payload, encrypt_password: `${payload.username}1` }),
    );
    expect(reply.body.message).toBe('password.too_common');
  });

  it.each(COMMON)('change password refuses %j and keeps the old one', async (password) => {
    const user = await registerUser(t.app);
    const reply = await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: password },
      user.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('password.too_common');
    const login = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    expect(login.body.code).toBe(200);
  });

  it('a reset refuses a common password and leaves the link usable', async () => {
    const user = await registerUser(t.app, { email: 'common@example.com' });
    await post(t.app, '/api/member/resetPassword', { email: user.email });
    const mail = await sentMail(
      t,
      transport,
      (m) => m.to === user.email && /reset/i.test(m.subject),
    );
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]!);
    const weak = await post(t.app, '/api/member/setNewPassword', {
      token,
      newPassword: '12345678',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('password.too_common');
    const unused = await t.db
      .select({ n: count() })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(unused[0]!.n).toBe(1);
    const strong = await post(t.app, '/api/member/setNewPassword', {
      token,
      newPassword: 'a much better phrase',
    });
    expect(strong.body.code).toBe(200);
  });
});
