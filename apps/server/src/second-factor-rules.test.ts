import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { Access } from '@airwork/shared/api/contract';
import { CONTRACT } from '@airwork/shared/api/contract-table';
import { TRANSFERS } from '@airwork/shared/api/transfer-table';
import { users } from './db/schema/users';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { post, registerUser } from './test/api';

// Issue 45: the second factor's rules hold for every entry of the contract, from the entry
// alone — an admin without a factor, where one is required, may only enrol (every other call
// and file transfer answers 403 `mfa.enrol_required`), and every entry marked `stepUp` answers
// 401 `mfa.step_up_required` to a session whose factor is older than ten minutes, before the
// body is even read. A call added tomorrow gets both without a line of its own.

let offset = 0;
const now = () => new Date(Date.now() + offset);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    now,
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password', ADMIN_MFA: 'required' },
  });
});
afterAll(async () => {
  await t.close();
});

const mayCall = (access: Access, role: number) =>
  access.kind === 'signedIn' || (access.kind === 'roles' && access.roles.includes(role as never));

/** A signed-in account of this role (admins made so in the database), its token. */
async function account(role: number): Promise<string> {
  const user = await registerUser(t.app, { role_id: role === Role.pilot ? 1 : 2 });
  if (role === Role.admin) {
    await t.db.update(users).set({ roleId: Role.admin }).where(eq(users.id, user.id));
  }
  return user.token;
}

/** Enrols an authenticator app for the session's account (the factor given now). */
async function enrol(token: string) {
  const started = await post(t.app, '/api/member/mfa/enrollTotp', {}, token);
  const { secret } = started.body.result as { secret: string };
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: now().getTime(),
  });
  const confirmed = await post(t.app, '/api/member/mfa/confirmTotp', { code }, token);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

/** A path with every `:param` filled, as a request would name one. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe('an admin without a second factor where one is required', () => {
  it('gets 403 mfa.enrol_required from every call and transfer but enrolment', async () => {
    const admin = await account(Role.admin);
    const answered: string[] = [];
    let tried = 0;
    for (const entry of CONTRACT) {
      if (!mayCall(entry.access, Role.admin) || entry.duringEnrolment) continue;
      tried += 1;
      const reply = await post(t.app, entry.path, {}, admin);
      if (reply.status !== 403 || reply.body.message !== 'mfa.enrol_required') {
        answered.push(`${entry.path}: ${reply.status} ${reply.body.message}`);
      }
    }
    for (const transfer of TRANSFERS) {
      if (!mayCall(transfer.access, Role.admin)) continue;
      tried += 1;
      const reply = await t.app.inject({
        method: transfer.method,
        url: concrete(transfer.path),
        headers: { authorization: `Bearer ${admin}` },
      });
      const message = reply.json<{ message?: string }>().message;
      if (reply.statusCode !== 403 || message !== 'mfa.enrol_required') {
        answered.push(`${transfer.method} ${transfer.path}: ${reply.statusCode} ${message}`);
      }
    }
    expect(answered).toEqual([]);
    expect(tried).toBeGreaterThan(40);
    // …and may enrol.
    await enrol(admin);
    expect((await post(t.app, '/api/admin/pilotList', { page: 1, size: 10 }, admin)).status).toBe(
      200,
    );
  });
});

describe('every call marked stepUp', () => {
  it('answers 401 mfa.step_up_required to a factor given more than ten minutes ago', async () => {
    const marked = CONTRACT.filter((e) => e.stepUp);
    // The calls issue 45 names: deciding a dispute, the payout method, verifying a pilot,
    // reading identity documents or a conversation as an admin, removing a factor.
    expect(marked.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/decideDispute',
        '/api/admin/setPilotState',
        '/api/admin/certificateInfo',
        '/api/member/updatePayout',
        '/api/member/mfa/remove',
        '/api/messages/thread',
      ]),
    );
    const tokens = new Map<number, string>();
    for (const role of [Role.pilot, Role.client, Role.admin]) {
      const token = await account(role);
      await enrol(token);
      tokens.set(role, token);
    }
    offset += 11 * 60_000;
    const answered: string[] = [];
    for (const entry of marked) {
      const roles = [Role.admin, Role.pilot, Role.client].filter((r) => mayCall(entry.access, r));
      for (const role of roles) {
        const due = entry.stepUp === 'always' || role === Role.admin;
        const reply = await post(t.app, entry.path, {}, tokens.get(role));
        const asked = reply.status === 401 && reply.body.message === 'mfa.step_up_required';
        if (asked !== due) answered.push(`${entry.path} as ${role}: ${reply.status}`);
      }
    }
    expect(answered).toEqual([]);
  });
});
