import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './modules/accounts/accounts.repository';
import { buildTestApp, memoryTransport, sentMail, type TestApp } from './test/build-test-app';
import { post, registerUser } from './test/api';

// Everything the server logs at the most verbose level, while it handles secrets.
const lines: string[] = [];
const transport = memoryTransport();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logSink: (line) => lines.push(line),
    transport,
    // A write the database refuses, as a bug that let a NUL through would cause.
    extend: (app) =>
      app.post('/test/failing-write', async () => {
        await insertUser(t.db, {
          userNumbers: '29999999',
          username: 'leaky',
          email: 'leaky.secret@example.com',
          mobile: '+15550001234',
          passwordHash: '$argon2id$v=19$secret-hash-value',
          firstName: 'Nul\u0000Byte',
          roleId: 2,
          active: 1,
        });
        return { ok: true };
      }),
  });
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('never contain passwords, session tokens or reset links', async () => {
    const user = await registerUser(t.app, {
      encrypt_password: 'Sup3r-Secret-Pass',
      email: 'logs@example.com',
    });
    const login = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    const token = (login.body.result as { token: string }).token;
    await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: 'An0ther-Secret' },
      token,
    );
    await post(t.app, '/api/member/resetPassword', { email: 'logs@example.com' });
    const resetMail = await sentMail(t, transport, (m) => /reset/i.test(m.subject));
    const resetToken = /token=([\w%-]+)/.exec(resetMail.text)![1]!;
    await post(t.app, '/api/member/setNewPassword', {
      token: decodeURIComponent(resetToken),
      newPassword: 'Third-Secret-1',
    });

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const secret of [
      'Sup3r-Secret-Pass',
      'An0ther-Secret',
      'Third-Secret-1',
      token,
      user.token,
      decodeURIComponent(resetToken),
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('log a failed database write without its values, and answer without internals', async () => {
    const before = lines.length;
    const res = await t.app.inject({ method: 'POST', url: '/test/failing-write' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/insert|users|leaky|at /i);
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('unexpected error');
    expect(logged).toContain('Failed query: insert into');
    for (const value of ['leaky.secret@example.com', '+15550001234', 'secret-hash-value', 'Nul']) {
      expect(logged).not.toContain(value);
    }
  });
});

describe('signed links', () => {
  it('are logged without their signature', async () => {
    const sig = 'a1b2c3d4e5f6SIGNATURE';
    await t.app.inject({ url: `/api/utilities/documents/5?expires=9999999999&sig=${sig}` });
    await t.app.inject({ url: `/api/tasks/results/5?expires=9999999999&sig=${sig}&x=1` });
    const logged = lines.filter((l) => l.includes('/documents/5') || l.includes('/results/5'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(sig);
      expect(line).toContain('sig=[redacted]');
    }
  });
});
