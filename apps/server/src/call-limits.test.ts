import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@airwork/shared/accounts/account-constants';
import { userLimitOf, type Call } from '@airwork/shared/api/contract';
import { CONTRACT } from '@airwork/shared/api/contract-table';
import { count, eq } from 'drizzle-orm';
import { notifications } from './db/schema/messages';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { post, registerUser, type Registered } from './test/api';
import { postAirwork, subjectsFor, verifiedPilot } from './test/airworks';

// Issue 45: every call of the contract is limited per signed-in user by its entry, so a call
// added tomorrow is limited without anyone remembering; the probe's flood of apply/withdraw
// cycles stops at ten a minute.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' },
    rateLimit: { callsPerUser: true },
  });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

describe('apply and withdraw with limits on', () => {
  it('stop a flood of cycles at ten a minute, and the client hears of ten at most', async () => {
    const flooder = await verifiedPilot(t);
    const { id } = await postAirwork(t, client);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const applied = await post(
        t.app,
        '/api/tasks/apply',
        { taskId: id, note: `Cycle ${i}` },
        flooder.token,
      );
      const withdrawn = await post(
        t.app,
        '/api/tasks/withdrawApply',
        { taskId: id },
        flooder.token,
      );
      statuses.push(applied.status, withdrawn.status);
    }
    // Apply and withdraw share one count: five whole cycles, then 429 for both.
    expect(statuses.slice(0, 10), JSON.stringify(statuses)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    const refused = await post(t.app, '/api/tasks/apply', { taskId: id }, flooder.token);
    expect(refused.body).toMatchObject({ code: 429, message: 'common.too_many_requests' });

    const [notices] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(notices!.n).toBeLessThanOrEqual(10);
    // Another pilot is not held back by this one's flood.
    expect((await post(t.app, '/api/tasks/apply', { taskId: id }, pilot.token)).status).toBe(200);
    expect((await subjectsFor(t, client.email)).length).toBeGreaterThan(0);
  });
});

/** A signed-in caller a call lets through its guard: the client, the pilot or the admin. */
function callerFor(call: Call): string {
  if (call.access.kind !== 'roles') return client.token;
  const roles = call.access.roles;
  if (roles.includes(Role.client)) return client.token;
  if (roles.includes(Role.pilot)) return pilot.token;
  return admin;
}

describe('every call of the contract', () => {
  // About 26,000 requests (each read call 601 times): given minutes, not the default 30 s.
  it('answers 429 to one signed-in user past the limit its entry declares, before reading the body', async () => {
    // Callers of their own: the counts start at nothing.
    client = await registerUser(t.app, { role_id: 2 });
    pilot = await verifiedPilot(t);
    // Calls that share a count (apply and withdraw) are counted together, as the server does.
    const used = new Map<string, number>();
    for (const call of CONTRACT) {
      const limit = userLimitOf(call);
      const token = callerFor(call);
      const counter = `${limit.shared ?? call.path}:${token}`;
      const left = limit.max - (used.get(counter) ?? 0);
      // A body no call takes: each answer is 400 (or the call's own refusal) until the limit.
      const answers: number[] = [];
      for (let i = 0; i <= left; i++) {
        const reply = await t.app.inject({
          method: 'POST',
          url: call.path,
          payload: JSON.stringify('flood'),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
        answers.push(reply.statusCode);
      }
      used.set(counter, limit.max + 1);
      expect(answers.slice(0, -1).includes(429), call.path).toBe(false);
      expect(answers.at(-1), call.path).toBe(429);
    }
  }, 180_000);

  it('leaves anonymous callers to the per-address limits', async () => {
    for (let i = 0; i < 700; i++) {
      const reply = await post(t.app, '/api/category/get', { languagesId: 1, parentId: 0 });
      expect(reply.status).toBe(200);
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('across instances (Redis)', () => {
  it('counts one user’s calls on every instance together', async () => {
    const prefix = `airwork-test-${randomBytes(6).toString('hex')}:`;
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix };
    const first = await buildTestApp({ env, rateLimit: { callsPerUser: true } });
    const second = await buildTestApp({ alongside: first });
    try {
      const flooder = await verifiedPilot(first);
      const { id } = await postAirwork(first, await registerUser(first.app, { role_id: 2 }));
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const on = i % 2 === 0 ? first : second;
        statuses.push(
          (await post(on.app, '/api/tasks/apply', { taskId: id }, flooder.token)).status,
        );
        statuses.push(
          (await post(on.app, '/api/tasks/withdrawApply', { taskId: id }, flooder.token)).status,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
