import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import { passwordResets } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

// Limits that stop guessing and flooding, tried from several addresses (all on loopback:
// inject sets the caller's address without sending anything).

const minute = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: {
      loginPerAccountIp: { max: 5, windowMs: minute },
      loginPerAccount: { max: 8, windowMs: minute },
      changePasswordFailures: { max: 3, windowMs: minute },
      resetMailsPerAddress: { max: 3, windowMs: minute },
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function login(userName: string, userPwd: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { userName, userPwd },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json<{ code: number; message: string }>() };
}

/** A user whose registration (which signs in) came from `ip`, so `ip` is a known address. */
async function userFrom(ip: string, email?: string): Promise<Registered> {
  const user = await registerUser(t.app, email ? { email } : {});
  const again = await login(user.username, user.password, ip);
  expect(again.body.code).toBe(200);
  return user;
}

describe('log-in guessing', () => {
  it('counts the account, not the text typed: user name and e-mail share one limit', async () => {
    const user = await userFrom('127.0.0.9');
    for (const name of [user.username, user.email, user.username.toUpperCase(), user.email]) {
      expect((await login(name, 'wrong guess', '127.0.1.1')).body.message).toBe('-2');
    }
    expect((await login(user.email.toUpperCase(), 'wrong guess', '127.0.1.1')).body.message).toBe(
      '-2',
    );
    const sixth = await login(user.username, 'wrong guess', '127.0.1.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('common.too_many_requests');
  });

  it('stops an address that guessed too often, even with the right password', async () => {
    const user = await userFrom('127.0.0.9');
    for (let i = 0; i < 5; i++) await login(user.username, `guess ${i}`, '127.0.2.1');
    expect((await login(user.username, user.password, '127.0.2.1')).status).toBe(429);
  });

  it('lets the owner in from another address while an attacker is stopped', async () => {
    const user = await userFrom('127.0.0.9');
    for (let i = 0; i < 5; i++) await login(user.username, `guess ${i}`, '127.0.3.1');
    expect((await login(user.username, 'one more', '127.0.3.1')).status).toBe(429);
    // A correct password from an address that has not failed signs in.
    const owner = await login(user.username, user.password, '127.0.3.2');
    expect(owner.body.code).toBe(200);
  });

  it('guards the account after too many failures from anywhere; its known address still works', async () => {
    const user = await userFrom('127.0.4.9');
    // Eight failures spread over four addresses reach the account-wide limit.
    for (let i = 0; i < 8; i++) {
      const reply = await login(user.username, `spray ${i}`, `127.0.4.${(i % 4) + 1}`);
      expect(reply.body.message).toBe('-2');
    }
    // No more guesses are checked from a fresh address, right or wrong...
    expect((await login(user.username, 'still guessing', '127.0.4.100')).status).toBe(429);
    expect((await login(user.username, user.password, '127.0.4.101')).status).toBe(429);
    // ...while the owner signs in from the address they used before.
    const owner = await login(user.username, user.password, '127.0.4.9');
    expect(owner.body.code).toBe(200);
  });

  it('limits guesses at names no account has, like those of real accounts', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('nobody_here', `guess ${i}`, '127.0.5.1')).body.message).toBe('-1');
    }
    expect((await login('NOBODY_HERE', 'guess', '127.0.5.1')).status).toBe(429);
  });
});

describe('change password guessing', () => {
  it('stops a session guessing the old password; the right one waits too', async () => {
    const user = await registerUser(t.app);
    const change = (oldPassword: string) =>
      post(
        t.app,
        '/api/member/changePassword',
        { userId: user.id, oldPassword, newPassword: 'a new password 1' },
        user.token,
      );
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`)).body.result).toBe(-2);
    const blocked = await change(user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('common.too_many_requests');
  });
});

describe('reset mails', () => {
  it('sends at most 3 an hour to one address, answering the same when it stops', async () => {
    const user = await registerUser(t.app, { email: 'flooded@example.com' });
    const replies = [];
    for (let i = 0; i < 5; i++) {
      replies.push((await post(t.app, '/api/member/resetPassword', { email: user.email })).body);
    }
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]).toEqual({ code: 200, message: 'forgot.reset_email_sent', result: null });
    const links = await t.db
      .select({ n: count() })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(links[0]!.n).toBe(3);
    const mails = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, user.email));
    // The registration confirmation and three reset mails.
    expect(mails[0]!.n).toBe(4);
  });
});

describe('reset requests per address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ rateLimit: { resetPerIp: { max: 2, windowMs: minute } } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('limits the requests from one IP, whatever the e-mail', async () => {
    const ask = (email: string) => post(strict.app, '/api/member/resetPassword', { email });
    expect((await ask('one@example.com')).status).toBe(200);
    expect((await ask('two@example.com')).status).toBe(200);
    expect((await ask('three@example.com')).status).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({
      env: { TRUST_PROXY: '1' },
      rateLimit: { loginPerAccountIp: { max: 2, windowMs: minute } },
    });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it("limits the client's address from X-Forwarded-For, not the balancer's", async () => {
    const user = await registerUser(proxied.app);
    const viaBalancer = (userPwd: string, client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { userName: user.username, userPwd },
        remoteAddress: '127.0.9.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 2; i++) await viaBalancer(`guess ${i}`, '127.0.9.50');
    expect((await viaBalancer('again', '127.0.9.50')).statusCode).toBe(429);
    const owner = await viaBalancer(user.password, '127.0.9.60');
    expect(owner.json<{ code: number }>().code).toBe(200);
  });
});
