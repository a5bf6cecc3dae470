import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox } from '@airwork/shared/mail/mailbox.calls';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';

// Issue 46: without a mail server nothing leaves, so a newcomer reads the mail Airwork wrote
// on a screen — their own, and an admin everyone's; where mail leaves, only one's own.

const admin = { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' };
const adminToken = async (t: TestApp) =>
  (
    (await post(t.app, '/api/member/login', { userName: 'chief', userPwd: 'chief-password' })).body
      .result as { token: string }
  ).token;

describe('the mailbox, where no mail server is configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: admin });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows each member the mail written to them, and nobody else's", async () => {
    const ann = await registerUser(t.app, { role_id: 2 });
    const bob = await registerUser(t.app, { role_id: 2 });
    const mine = (await post(t.app, '/api/member/mailbox', {}, ann.token)).body.result as Mailbox;
    expect(mine.delivers).toBe(false);
    expect(mine.mails.length).toBeGreaterThan(0);
    const welcome = mine.mails.find((m) => /registration/i.test(m.subject))!;
    expect(welcome.to).toBe(ann.email);
    expect(welcome.text).toContain(ann.username);
    expect(welcome.status).toBe('pending');
    expect(mine.mails.every((m) => m.to === ann.email)).toBe(true);
    const bobs = (await post(t.app, '/api/member/mailbox', {}, bob.token)).body.result as Mailbox;
    expect(bobs.mails.some((m) => m.to === ann.email)).toBe(false);
  });

  it('shows an admin every mail, and no one else', async () => {
    const carl = await registerUser(t.app, { role_id: 1 });
    const all = (await post(t.app, '/api/admin/mailbox', {}, await adminToken(t))).body
      .result as Mailbox;
    expect(all.mails.some((m) => m.to === carl.email)).toBe(true);
    expect((await post(t.app, '/api/admin/mailbox', {}, carl.token)).status).toBe(403);
  });
});

describe('the mailbox, where mail leaves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...admin, SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads no one else’s mail, an admin’s included', async () => {
    const reply = await post(t.app, '/api/admin/mailbox', {}, await adminToken(t));
    expect([reply.status, reply.body.message]).toEqual([404, 'mailbox.off']);
    const dee = await registerUser(t.app, { role_id: 2 });
    const mine = (await post(t.app, '/api/member/mailbox', {}, dee.token)).body.result as Mailbox;
    expect(mine.delivers).toBe(true);
  });
});
