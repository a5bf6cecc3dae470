import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { ensureAdmin } from './admin-account';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
});
afterAll(async () => {
  await t.close();
});

const login = (userName: string, userPwd: string) =>
  post(t.app, '/api/member/login', { userName, userPwd });

describe('ensureAdmin', () => {
  it('creates the configured admin at start, who logs in with role 3', async () => {
    const reply = await login('chief', 'chief-password');
    expect(reply.body.result).toMatchObject({ role_id: 3, active: 1 });
  });

  it('leaves an existing admin unchanged, or resets the password when it differs', async () => {
    expect(
      await ensureAdmin(t.db, { username: 'chief', password: 'chief-password' }),
    ).toMatchObject({
      action: 'unchanged',
    });
    expect(
      await ensureAdmin(t.db, { username: 'chief', password: 'new-chief-pass' }),
    ).toMatchObject({
      action: 'updated',
    });
    expect((await login('chief', 'new-chief-pass')).body.code).toBe(200);
  });

  it('makes an existing user an active admin (npm run create-admin)', async () => {
    const user = await registerUser(t.app);
    await ensureAdmin(t.db, { username: user.username, password: user.password });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ roleId: 3, active: 1 });
  });

  it('generates a password only when no admin exists', async () => {
    expect(await ensureAdmin(t.db, {})).toBeUndefined();
    await t.db.update(users).set({ roleId: 2 }).where(eq(users.roleId, 3));
    const created = await ensureAdmin(t.db, {});
    expect(created).toMatchObject({ username: 'admin', action: 'created' });
    expect(created!.generatedPassword!.length).toBeGreaterThanOrEqual(16);
    expect((await login('admin', created!.generatedPassword!)).body.result).toMatchObject({
      role_id: 3,
    });
  });
});
