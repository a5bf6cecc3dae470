import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MfaStatus } from '@airwork/shared/accounts/mfa.schema';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { mfaFactors, users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { SoftAuthenticator } from '../../test/soft-authenticator';

// Issue 45: passkeys (WebAuthn) — added from the security page, then a second factor after a
// password, a step-up, and a way to sign in alone; bound to this site's origin, each challenge
// good once. The authenticator is software here (test/soft-authenticator.ts); the browser
// journey (e2e/tests/passkeys.spec.ts) uses Chromium's virtual one.

const SITE = 'https://airwork.example';
const MINUTE = 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp({
    now,
    env: {
      PUBLIC_URL: SITE,
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'chief-password',
      ADMIN_MFA: 'required',
    },
  });
  const reply = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = { token: (reply.body.result as { token: string }).token };
});
afterAll(async () => {
  await t.close();
});

type Options = { challenge: string; rp: { id: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId: string; allowCredentials?: { id: string }[] };

/** Adds a passkey made by `device` to the session's account; answers the recovery codes. */
async function addPasskey(token: string, device: SoftAuthenticator) {
  const started = await post(t.app, '/api/member/mfa/passkeyOptions', {}, token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const options = started.body.result as Options;
  const added = await post(
    t.app,
    '/api/member/mfa/addPasskey',
    { response: device.create(options) },
    token,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return (added.body.result as { recoveryCodes: string[] }).recoveryCodes;
}

async function signInOptions() {
  const reply = await post(t.app, '/api/member/passkeyLoginOptions', {});
  expect(reply.status).toBe(200);
  return reply.body.result as RequestOptions;
}

const status = async (token: string) =>
  (await post(t.app, '/api/member/mfa/status', {}, token)).body.result as MfaStatus;

describe('adding a passkey', () => {
  it('is bound to this site, and the first factor brings recovery codes', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const started = await post(t.app, '/api/member/mfa/passkeyOptions', {}, user.token);
    const options = started.body.result as Options & {
      authenticatorSelection: { residentKey: string };
      excludeCredentials: unknown[];
    };
    expect(options.rp.id).toBe('airwork.example');
    expect(options.authenticatorSelection.residentKey).toBe('required');
    expect(options.excludeCredentials).toEqual([]);

    // A page elsewhere (a look-alike site relaying our options) makes nothing here.
    const phished = new SoftAuthenticator('https://airw0rk.example');
    const refused = await post(
      t.app,
      '/api/member/mfa/addPasskey',
      { response: phished.create(options) },
      user.token,
    );
    expect([refused.status, refused.body.message]).toEqual([400, 'mfa.passkey_invalid']);

    const phone = new SoftAuthenticator(SITE);
    const codes = await addPasskey(user.token, phone);
    expect(codes).toHaveLength(10);
    const after = await status(user.token);
    expect(after.factors.map((f) => f.kind)).toEqual(['passkey']);
    expect(after).toMatchObject({ recoveryCodesLeft: 10, recent: true });

    // A second passkey: the first is excluded from its options, no new recovery codes.
    const again = await post(t.app, '/api/member/mfa/passkeyOptions', {}, user.token);
    expect(
      (again.body.result as { excludeCredentials: unknown[] }).excludeCredentials,
    ).toHaveLength(1);
    const laptop = new SoftAuthenticator(SITE);
    expect(
      (
        await post(
          t.app,
          '/api/member/mfa/addPasskey',
          { response: laptop.create(again.body.result as Options) },
          user.token,
        )
      ).body.result,
    ).toEqual({ recoveryCodes: [] });
    expect((await status(user.token)).factors).toHaveLength(2);
  });

  it('takes a challenge once, from the session that asked, within five minutes', async () => {
    const user = await registerUser(t.app, { role_id: 1 });
    const other = await registerUser(t.app, { role_id: 1 });
    const device = new SoftAuthenticator(SITE);
    const options = (await post(t.app, '/api/member/mfa/passkeyOptions', {}, user.token)).body
      .result as Options;
    // Someone else's session cannot spend it.
    const stolen = await post(
      t.app,
      '/api/member/mfa/addPasskey',
      { response: device.create(options) },
      other.token,
    );
    expect([stolen.status, stolen.body.message]).toEqual([400, 'mfa.passkey_expired']);
    offset += 6 * MINUTE;
    const late = await post(
      t.app,
      '/api/member/mfa/addPasskey',
      { response: device.create(options) },
      user.token,
    );
    expect([late.status, late.body.message]).toEqual([400, 'mfa.passkey_expired']);
    expect((await status(user.token)).factors).toEqual([]);
  });

  it('refuses what is not a passkey answer, saying so', async () => {
    const user = await registerUser(t.app, { role_id: 1 });
    const bad = await post(
      t.app,
      '/api/member/mfa/addPasskey',
      { response: { id: 'not base64!', rawId: 'x', type: 'public-key', response: {} } },
      user.token,
    );
    expect([bad.status, bad.body.message]).toEqual([400, 'mfa.passkey_invalid']);
  });
});

describe('a passkey after the password', () => {
  let user: Registered;
  const phone = new SoftAuthenticator(SITE);
  beforeAll(async () => {
    user = await registerUser(t.app, { role_id: 2 });
    await addPasskey(user.token, phone);
  });

  const passwordStep = async () => {
    const reply = await post(t.app, '/api/member/login', {
      userName: user.username,
      userPwd: user.password,
    });
    expect(reply.body.message).toBe('login.mfa_required');
    return reply.body.result as { challengeId: string; passkeyOptions: RequestOptions };
  };

  it('is offered with the challenge and opens the session', async () => {
    const { challengeId, passkeyOptions } = await passwordStep();
    expect(passkeyOptions.allowCredentials).toHaveLength(1);
    const reply = await post(t.app, '/api/member/loginMfa', {
      challengeId,
      passkeyResponse: phone.get(passkeyOptions),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const token = (reply.body.result as { token: string }).token;
    expect((await status(token)).recent).toBe(true);
  });

  it("answers only this sign-in's challenge, with this account's passkey", async () => {
    const first = await passwordStep();
    const second = await passwordStep();
    // An answer to the first challenge does not open the second.
    const crossed = await post(t.app, '/api/member/loginMfa', {
      challengeId: second.challengeId,
      passkeyResponse: phone.get(first.passkeyOptions),
    });
    expect([crossed.status, crossed.body.message]).toEqual([400, 'mfa.passkey_invalid']);
    // Another account's passkey, even for the right challenge.
    const stranger = await registerUser(t.app, { role_id: 2 });
    const theirs = new SoftAuthenticator(SITE);
    await addPasskey(stranger.token, theirs);
    const wrongOwner = await post(t.app, '/api/member/loginMfa', {
      challengeId: second.challengeId,
      passkeyResponse: theirs.get({ ...second.passkeyOptions, allowCredentials: [] }),
    });
    expect([wrongOwner.status, wrongOwner.body.message]).toEqual([400, 'mfa.passkey_invalid']);
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const counting = new SoftAuthenticator(SITE, { counting: true });
    const owner = await registerUser(t.app, { role_id: 2 });
    await addPasskey(owner.token, counting);
    const use = async () => {
      const options = await signInOptions();
      return post(t.app, '/api/member/loginPasskey', { response: counting.get(options) });
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(200);
    counting.rewind(2);
    const cloned = await use();
    expect([cloned.status, cloned.body.message]).toEqual([400, 'mfa.passkey_invalid']);
  });
});

describe('signing in with a passkey alone', () => {
  it('opens a session that counts as two factors, once per challenge', async () => {
    const user = await registerUser(t.app, { role_id: 1 });
    const device = new SoftAuthenticator(SITE);
    await addPasskey(user.token, device);
    const options = await signInOptions();
    // Any passkey of the site may answer: none is named.
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = device.get(options);
    const reply = await post(t.app, '/api/member/loginPasskey', { response, keepLoggedIn: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.result as { token: string; id: number };
    expect(result.id).toBe(user.id);
    expect((await status(result.token)).recent).toBe(true);
    // The same answer again (a replay) opens nothing.
    const replay = await post(t.app, '/api/member/loginPasskey', { response });
    expect([replay.status, replay.body.message]).toEqual([400, 'mfa.passkey_expired']);
  });

  it('needs the PIN or biometrics, this origin, and an account that may sign in', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const device = new SoftAuthenticator(SITE);
    await addPasskey(user.token, device);
    const presenceOnly = new SoftAuthenticator(SITE, { userVerified: false });
    await addPasskey((await registerUser(t.app, { role_id: 2 })).token, presenceOnly);
    const unverified = await post(t.app, '/api/member/loginPasskey', {
      response: presenceOnly.get(await signInOptions()),
    });
    expect([unverified.status, unverified.body.message]).toEqual([400, 'mfa.passkey_invalid']);

    const elsewhere = await post(t.app, '/api/member/loginPasskey', {
      response: device.get(await signInOptions(), { origin: 'https://airw0rk.example' }),
    });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, 'mfa.passkey_invalid']);

    await t.db.update(users).set({ active: AccountStatus.blocked }).where(eq(users.id, user.id));
    const blocked = await post(t.app, '/api/member/loginPasskey', {
      response: device.get(await signInOptions()),
    });
    expect([blocked.status, blocked.body.message]).toEqual([403, 'common.account_blocked']);
  });

  it('knows no passkey that was removed', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const device = new SoftAuthenticator(SITE);
    await addPasskey(user.token, device);
    const [factor] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    const removed = await post(t.app, '/api/member/mfa/remove', { id: factor!.id }, user.token);
    expect(removed.status).toBe(200);
    const reply = await post(t.app, '/api/member/loginPasskey', {
      response: device.get(await signInOptions()),
    });
    expect([reply.status, reply.body.message]).toEqual([400, 'mfa.passkey_invalid']);
  });
});

describe('a step-up with a passkey', () => {
  it('lets an admin enrol with a passkey, then confirm what moves money with it', async () => {
    const refused = await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin.token);
    expect([refused.status, refused.body.message]).toEqual([403, 'mfa.enrol_required']);
    const key = new SoftAuthenticator(SITE);
    await addPasskey(admin.token, key);
    expect(
      (await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin.token)).status,
    ).toBe(200);

    offset += 11 * MINUTE;
    const [factor] = (await status(admin.token)).factors;
    const stale = await post(t.app, '/api/member/mfa/remove', { id: factor!.id }, admin.token);
    expect([stale.status, stale.body.message]).toEqual([401, 'mfa.step_up_required']);

    const asked = await post(t.app, '/api/member/mfa/passkeyChallenge', {}, admin.token);
    expect(asked.status).toBe(200);
    const options = asked.body.result as RequestOptions;
    // Another session of the same admin cannot spend this session's challenge.
    const otherSession = await post(t.app, '/api/member/loginPasskey', {
      response: key.get(await signInOptions()),
    });
    const otherToken = (otherSession.body.result as { token: string }).token;
    const crossed = await post(
      t.app,
      '/api/member/mfa/stepUp',
      { passkeyResponse: key.get(options) },
      otherToken,
    );
    expect([crossed.status, crossed.body.message]).toEqual([400, 'mfa.passkey_invalid']);

    const up = await post(
      t.app,
      '/api/member/mfa/stepUp',
      { passkeyResponse: key.get(options) },
      admin.token,
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    // Stepped up: the admin's last factor is kept all the same.
    const last = await post(t.app, '/api/member/mfa/remove', { id: factor!.id }, admin.token);
    expect([last.status, last.body.message]).toEqual([409, 'mfa.last_factor']);
  });

  it('is not offered to an account without a passkey', async () => {
    const user = await registerUser(t.app, { role_id: 1 });
    const reply = await post(t.app, '/api/member/mfa/passkeyChallenge', {}, user.token);
    expect([reply.status, reply.body.message]).toEqual([404, 'mfa.factor_not_found']);
  });

  it('confirms deleting the account', async () => {
    const user = await registerUser(t.app, { role_id: 1 });
    const device = new SoftAuthenticator(SITE);
    await addPasskey(user.token, device);
    const withoutFactor = await post(
      t.app,
      '/api/member/deleteAccount',
      { password: user.password },
      user.token,
    );
    expect([withoutFactor.status, withoutFactor.body.message]).toEqual([400, 'mfa.code_invalid']);
    const options = (await post(t.app, '/api/member/mfa/passkeyChallenge', {}, user.token)).body
      .result as RequestOptions;
    const deleted = await post(
      t.app,
      '/api/member/deleteAccount',
      { password: user.password, passkeyResponse: device.get(options) },
      user.token,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // Its passkeys went with it.
    expect(await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toEqual([]);
  });
});
