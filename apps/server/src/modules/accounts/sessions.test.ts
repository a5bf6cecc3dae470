import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (userName: string, userPwd: string) => {
  const r = await post(t.app, '/api/member/login', { userName, userPwd });
  return (r.body.result as { token: string }).token;
};
const whoAmI = (userId: number, token?: string) =>
  post(t.app, '/api/member/loadClientInfo', { userId }, token);

describe('sessions', () => {
  it('answers HTTP and code 401 without a token or with an unknown one', async () => {
    const user = await registerUser(t.app);
    const none = await whoAmI(user.id);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, message: 'common.unauthorized', result: null });
    const forged = await whoAmI(user.id, 'x'.repeat(43));
    expect(forged.status).toBe(401);
  });

  it('logout revokes the session on the server', async () => {
    const user = await registerUser(t.app);
    expect((await whoAmI(user.id, user.token)).status).toBe(200);
    const out = await post(t.app, '/api/member/logout', {}, user.token);
    expect(out.body.code).toBe(200);
    expect((await whoAmI(user.id, user.token)).status).toBe(401);
  });

  it('ends the sessions of an account that gets blocked', async () => {
    const user = await registerUser(t.app);
    await t.db.update(users).set({ active: 3 }).where(eq(users.id, user.id));
    expect((await whoAmI(user.id, user.token)).status).toBe(401);
  });
});

describe('POST /api/member/loadClientInfo', () => {
  it("returns the caller's own profile without secrets", async () => {
    const user = await registerUser(t.app, { first_name: 'Grace', hideAtAds: 1 });
    const reply = await whoAmI(user.id, user.token);
    expect(reply.body.result).toMatchObject({
      id: user.id,
      first_name: 'Grace',
      hideAtAds: 1,
      isNotify: 0,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/password|hash/i);
  });

  it("refuses another user's profile with 403", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const reply = await whoAmI(other.id, me.token);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 403, message: 'common.forbidden', result: null });
  });
});

describe('POST /api/member/changePassword', () => {
  it('answers result -2 when the old password is wrong and changes nothing', async () => {
    const user = await registerUser(t.app);
    const reply = await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: 'not mine!', newPassword: 'brand new pass' },
      user.token,
    );
    expect(reply.body).toMatchObject({
      code: 200,
      result: -2,
      message: 'password.old_password_error',
    });
    expect(await login(user.username, user.password)).toBeTruthy();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await registerUser(t.app);
    const elsewhere = await login(user.username, user.password);
    const reply = await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: 'brand new pass' },
      user.token,
    );
    expect(reply.body).toMatchObject({
      code: 200,
      result: 1,
      message: 'password.password_changed',
    });
    expect((await whoAmI(user.id, user.token)).status).toBe(200);
    expect((await whoAmI(user.id, elsewhere)).status).toBe(401);
    const old = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    expect(old.body.message).toBe('-2');
    expect(await login(user.username, 'brand new pass')).toBeTruthy();
  });

  it("refuses to change someone else's password (403)", async () => {
    const me = await registerUser(t.app);
    const victim = await registerUser(t.app);
    const reply = await post(
      t.app,
      '/api/member/changePassword',
      { userId: victim.id, oldPassword: victim.password, newPassword: 'taken over!' },
      me.token,
    );
    expect(reply.status).toBe(403);
    expect(await login(victim.username, victim.password)).toBeTruthy();
  });

  it('checks the new password length on the server', async () => {
    const user = await registerUser(t.app);
    const reply = await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: 'short' },
      user.token,
    );
    expect(reply.body).toMatchObject({ code: 400, message: 'password.too_short' });
  });
});
