import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MfaStatus } from '@airwork/shared/accounts/mfa.schema';
import { mfaFactors } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { verifiedPilot } from '../../test/airworks';

// Issue 45: an authenticator app as a second factor — enrolled with a QR code, asked for at
// sign-in (guessing limited), its codes good once; recovery codes; required for admins where
// ADMIN_MFA=required (they may do nothing but enrol), and given again before what moves money
// or reveals documents.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let admin: { token: string; password: string };
beforeAll(async () => {
  t = await buildTestApp({
    now,
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password', ADMIN_MFA: 'required' },
  });
  admin = { token: await loginToken('chief', 'chief-password'), password: 'chief-password' };
});
afterAll(async () => {
  await t.close();
});

async function loginReply(userName: string, userPwd: string) {
  return post(t.app, '/api/member/login', { userName, userPwd });
}
async function loginToken(userName: string, userPwd: string): Promise<string> {
  return ((await loginReply(userName, userPwd)).body.result as { token: string }).token;
}
/** The code an app shows `at` (now by default) for this key. */
const codeFor = (secret: string, at = now().getTime()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Enrols an app for the session's account; answers its key and recovery codes. */
async function enrol(token: string) {
  const started = await post(t.app, '/api/member/mfa/enrollTotp', {}, token);
  const { secret, otpauthUrl, qrSvg } = started.body.result as {
    secret: string;
    otpauthUrl: string;
    qrSvg: string;
  };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Airwork:.+\?.*secret=/);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await post(
    t.app,
    '/api/member/mfa/confirmTotp',
    { code: codeFor(secret) },
    token,
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return {
    secret,
    recoveryCodes: (confirmed.body.result as { recoveryCodes: string[] }).recoveryCodes,
  };
}

describe('an authenticator app', () => {
  it('is enrolled with a first code, then asked for at every sign-in', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const started = await post(t.app, '/api/member/mfa/enrollTotp', {}, user.token);
    const { secret } = started.body.result as { secret: string };
    // A wrong first code confirms nothing.
    const wrong = await post(t.app, '/api/member/mfa/confirmTotp', { code: '000000' }, user.token);
    expect([wrong.status, wrong.body.message]).toEqual([400, 'mfa.code_invalid']);
    expect((await loginReply(user.username, user.password)).body.result).toHaveProperty('token');
    const ok = await post(
      t.app,
      '/api/member/mfa/confirmTotp',
      { code: codeFor(secret) },
      user.token,
    );
    const codes = (ok.body.result as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The key is sealed at rest: not in the database as the app has it.
    const [row] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    expect(row!.secret).not.toContain(secret);

    const status = (await post(t.app, '/api/member/mfa/status', {}, user.token)).body
      .result as MfaStatus;
    expect(status).toMatchObject({ recoveryCodesLeft: 10, required: false, recent: true });
    expect(status.factors.map((f) => f.kind)).toEqual(['totp']);

    // The password alone now opens no session.
    offset += MINUTE;
    const first = await loginReply(user.username, user.password);
    expect(first.body.message).toBe('login.mfa_required');
    const { challengeId } = first.body.result as { challengeId: string; mfaRequired: true };
    expect(first.body.result).not.toHaveProperty('token');
    const bad = await post(t.app, '/api/member/loginMfa', { challengeId, code: '123456' });
    expect([bad.status, bad.body.message]).toEqual([400, 'mfa.code_invalid']);
    const good = await post(t.app, '/api/member/loginMfa', { challengeId, code: codeFor(secret) });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const token = (good.body.result as { token: string }).token;
    expect((await post(t.app, '/api/member/sessions', {}, token)).status).toBe(200);
    // A challenge answers once.
    const again = await post(t.app, '/api/member/loginMfa', { challengeId, code: codeFor(secret) });
    expect([again.status, again.body.message]).toEqual([401, 'mfa.challenge_invalid']);
  });

  it('takes a code once, from the step before or after for a drifting clock, not older', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const { secret } = await enrol(user.token);
    const challenge = async () =>
      ((await loginReply(user.username, user.password)).body.result as { challengeId: string })
        .challengeId;
    const answer = async (code: string) =>
      (await post(t.app, '/api/member/loginMfa', { challengeId: await challenge(), code })).status;

    // The code confirmed with is spent: the same code, in the same step, is refused.
    expect(await answer(codeFor(secret))).toBe(400);
    offset += 60 * SECOND;
    // The app's clock half a minute behind: last step's code is still taken…
    expect(await answer(codeFor(secret, now().getTime() - 30 * SECOND))).toBe(200);
    // …but not twice, and not a code from two steps ago.
    expect(await answer(codeFor(secret, now().getTime() - 30 * SECOND))).toBe(400);
    offset += 30 * SECOND;
    expect(await answer(codeFor(secret, now().getTime() - 60 * SECOND))).toBe(400);
    expect(await answer(codeFor(secret))).toBe(200);
  });

  it('ends a challenge after five wrong codes, and counts them against the account', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const { secret } = await enrol(user.token);
    const { challengeId } = (await loginReply(user.username, user.password)).body.result as {
      challengeId: string;
    };
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t.app, '/api/member/loginMfa', { challengeId, code: `00000${i}` })).status,
      ).toBe(400);
    }
    offset += 30 * SECOND;
    const late = await post(t.app, '/api/member/loginMfa', { challengeId, code: codeFor(secret) });
    expect([late.status, late.body.message]).toEqual([401, 'mfa.challenge_invalid']);
  });

  it('lets a recovery code stand in for a code, once each', async () => {
    const user = await registerUser(t.app, { role_id: 2 });
    const { recoveryCodes } = await enrol(user.token);
    const withRecovery = async (recoveryCode: string) => {
      const { challengeId } = (await loginReply(user.username, user.password)).body.result as {
        challengeId: string;
      };
      return (await post(t.app, '/api/member/loginMfa', { challengeId, recoveryCode })).status;
    };
    // Typed in capitals, with spaces around, as from paper.
    expect(await withRecovery(` ${recoveryCodes[0]!.toUpperCase()} `)).toBe(200);
    expect(await withRecovery(recoveryCodes[0]!)).toBe(400);
    const status = (await post(t.app, '/api/member/mfa/status', {}, user.token)).body
      .result as MfaStatus;
    expect(status.recoveryCodesLeft).toBe(9);
  });
});

describe('admins where ADMIN_MFA=required', () => {
  it('may do nothing but enrol until they have a second factor', async () => {
    const refused = await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin.token);
    expect([refused.status, refused.body.message]).toEqual([403, 'mfa.enrol_required']);
    const status = await post(t.app, '/api/member/mfa/status', {}, admin.token);
    expect(status.body.result).toMatchObject({ required: true, factors: [] });
    const { secret } = await enrol(admin.token);
    expect(
      (await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin.token)).status,
    ).toBe(200);
    (admin as { secret?: string }).secret = secret;
  });

  it('give a factor again, within ten minutes, before verifying or blocking a pilot', async () => {
    const secret = (admin as { secret?: string }).secret!;
    const pilot = await verifiedPilot(t);
    const block = (state = 3) =>
      post(t.app, '/api/admin/setPilotState', { userId: pilot.id, state }, admin.token);
    // Just enrolled: the factor was given in this session.
    expect((await block()).status).toBe(200);
    offset += 11 * MINUTE;
    const stale = await block(1);
    expect([stale.status, stale.body.message]).toEqual([401, 'mfa.step_up_required']);
    // A step-up is not a sign-out: the session still reads what needs no factor.
    expect(
      (await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin.token)).status,
    ).toBe(200);
    const up = await post(t.app, '/api/member/mfa/stepUp', { code: codeFor(secret) }, admin.token);
    expect(up.status).toBe(200);
    // Unblocked again, within the ten minutes the step-up gave.
    expect((await block(1)).status).toBe(200);
  });

  it('keep their last factor', async () => {
    const status = (await post(t.app, '/api/member/mfa/status', {}, admin.token)).body
      .result as MfaStatus;
    const refused = await post(
      t.app,
      '/api/member/mfa/remove',
      { id: status.factors[0]!.id },
      admin.token,
    );
    expect([refused.status, refused.body.message]).toEqual([409, 'mfa.last_factor']);
  });
});

describe('a client or pilot without a second factor', () => {
  it('is not asked for one, and may remove the one they had', async () => {
    const pilot: Registered = await verifiedPilot(t);
    const payout = () =>
      post(t.app, '/api/member/updatePayout', { method: 2, email: 'pay@example.com' }, pilot.token);
    const before = await payout();
    expect(before.status).not.toBe(401);
    await enrol(pilot.token);
    const status = (await post(t.app, '/api/member/mfa/status', {}, pilot.token)).body
      .result as MfaStatus;
    expect(
      (await post(t.app, '/api/member/mfa/remove', { id: status.factors[0]!.id }, pilot.token))
        .status,
    ).toBe(200);
    const after = (await post(t.app, '/api/member/mfa/status', {}, pilot.token)).body
      .result as MfaStatus;
    expect(after).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect((await loginReply(pilot.username, pilot.password)).body.result).toHaveProperty('token');
  });
});
