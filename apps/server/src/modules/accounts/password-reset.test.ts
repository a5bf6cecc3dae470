import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { startSmtpServer, type SmtpSink } from '../../test/smtp-sink';

// Real mail: a real SMTP server on loopback, reached through SMTP_URL like production.
let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://airwork.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const resetLinkToken = (text: string) => {
  const m = /https:\/\/airwork\.example\/#\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]!);
};

describe('e-mail over SMTP', () => {
  it('delivers the registration confirmation with the ID number', async () => {
    const user = await registerUser(t.app, { email: 'confirm@example.com' });
    const mail = await smtp.waitFor('confirm@example.com');
    expect(mail.subject).toMatch(/registration confirmed/i);
    expect(mail.text).toContain(user.userNumbers);
    expect(mail.text).toContain('https://airwork.example/#/login');
  });

  it('sends a reset link that sets a new password once only', async () => {
    const user = await registerUser(t.app, { email: 'reset@example.com' });
    await smtp.waitFor('reset@example.com');
    const reply = await post(t.app, '/api/member/resetPassword', { email: 'RESET@example.com' });
    expect(reply.body).toEqual({ code: 200, message: 'forgot.reset_email_sent', result: null });
    const mail = await smtp.waitFor('reset@example.com', (m) => /reset/i.test(m.subject));
    const token = resetLinkToken(mail.text);

    const done = await post(t.app, '/api/member/setNewPassword', {
      token,
      newPassword: 'a fresh start',
    });
    expect(done.body).toEqual({ code: 200, message: 'reset.password_reset', result: null });
    const again = await post(t.app, '/api/member/setNewPassword', {
      token,
      newPassword: 'second go!!',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('reset.link_invalid');

    const login = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: 'a fresh start',
    });
    expect(login.body.code).toBe(200);
    // The reset signed out the sessions that existed before it.
    const old = await post(t.app, '/api/member/loadClientInfo', { userId: user.id }, user.token);
    expect(old.status).toBe(401);
  });

  it('kills a link mailed before the password was changed on the profile', async () => {
    const user = await registerUser(t.app, { email: 'changed@example.com' });
    await post(t.app, '/api/member/resetPassword', { email: 'changed@example.com' });
    const mail = await smtp.waitFor('changed@example.com', (m) => /reset/i.test(m.subject));
    const changed = await post(
      t.app,
      '/api/member/changePassword',
      { userId: user.id, oldPassword: user.password, newPassword: 'changed on purpose' },
      user.token,
    );
    expect(changed.body.result).toBe(1);
    const reply = await post(t.app, '/api/member/setNewPassword', {
      token: resetLinkToken(mail.text),
      newPassword: 'the thief wants in',
    });
    expect(reply.body.message).toBe('reset.link_invalid');
    const login = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: 'changed on purpose',
    });
    expect(login.body.code).toBe(200);
  });

  it('kills the other outstanding links once one of them resets the password', async () => {
    const user = await registerUser(t.app, { email: 'twice@example.com' });
    const isReset = (m: { subject: string }) => /reset/i.test(m.subject);
    await post(t.app, '/api/member/resetPassword', { email: 'twice@example.com' });
    const first = await smtp.waitFor('twice@example.com', isReset);
    await post(t.app, '/api/member/resetPassword', { email: 'twice@example.com' });
    const second = await smtp.waitFor('twice@example.com', (m) => isReset(m) && m !== first);
    const done = await post(t.app, '/api/member/setNewPassword', {
      token: resetLinkToken(second.text),
      newPassword: 'the second link',
    });
    expect(done.body.code).toBe(200);
    const stale = await post(t.app, '/api/member/setNewPassword', {
      token: resetLinkToken(first.text),
      newPassword: 'the first link',
    });
    expect(stale.body.message).toBe('reset.link_invalid');
    const login = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: 'the second link',
    });
    expect(login.body.code).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await registerUser(t.app, { email: 'late@example.com' });
    await post(t.app, '/api/member/resetPassword', { email: 'late@example.com' });
    const mail = await smtp.waitFor('late@example.com', (m) => /reset/i.test(m.subject));
    const token = resetLinkToken(mail.text);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const reply = await post(t.app, '/api/member/setNewPassword', {
      token,
      newPassword: 'too late now',
    });
    expect(reply.body.message).toBe('reset.link_invalid');
  });

  it('answers -1 for an e-mail with no account and sends nothing', async () => {
    const reply = await post(t.app, '/api/member/resetPassword', { email: 'ghost@example.com' });
    expect(reply.body).toEqual({ code: 200, message: '-1', result: null });
    expect(smtp.received.filter((m) => m.to === 'ghost@example.com')).toHaveLength(0);
  });

  it('treats a deleted account as one that does not exist', async () => {
    const user = await registerUser(t.app, { email: 'gone@example.com' });
    await t.db.update(users).set({ active: 4 }).where(eq(users.id, user.id));
    const reply = await post(t.app, '/api/member/resetPassword', { email: 'gone@example.com' });
    expect(reply.body.message).toBe('-1');
  });

  it('asks for the e-mail when it is empty', async () => {
    const reply = await post(t.app, '/api/member/resetPassword', { email: '' });
    expect(reply.body).toMatchObject({ code: 400, message: 'forgot.email_need' });
  });
});
