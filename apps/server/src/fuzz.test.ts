import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airworks } from './db/schema/airworks';
import { classifieds } from './db/schema/classifieds';
import { passwordResets, users } from './db/schema/users';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { registerUser, type Registered } from './test/api';

// Random and hostile payloads against the accounts and board calls: never a 5xx, never a stack
// trace or SQL in a reply, and nothing stored from a request that was refused.

let t: TestApp;
let user: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const INTERNALS =
  /\bat \S+:\d+|\.ts\b|stack|insert into|select .* from|update "|delete from|syntax error|drizzle|postgres|pglite/i;

/** Strings an attacker tries: control characters, very long, SQL-ish, unicode. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'tab\tnew\nline\u0007bell',
    "' OR 1=1 --",
    '%_\\',
    'x'.repeat(5000),
    '\ud800',
    '😀'.repeat(30),
    '   ',
  ),
);
const anyValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2_147_483_648, -1, 0, 1e308, Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
/** Mostly a well-typed value (so the call gets past the types to its rules), sometimes anything. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
const text = mostly(hostileString);
const password = mostly(fc.oneof(hostileString, fc.constant('a long enough pass')));

/** Bodies for a call: each field mostly of its type, with hostile content; now and then absent. */
const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(fields, { requiredKeys: [] });

const rows = async () => ({
  airworks: (await t.db.select({ n: count() }).from(airworks))[0]!.n,
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  ads: (await t.db.select({ n: count() }).from(classifieds))[0]!.n,
  resets: (await t.db.select({ n: count() }).from(passwordResets))[0]!.n,
});

async function send(method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
  expect(res.body).not.toMatch(INTERNALS);
  return res;
}

const RUNS = { numRuns: 120 };

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percent = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

describe('fuzzing the accounts calls', () => {
  it('register: refused bodies store nothing', async () => {
    const body = bodyOf({
      username: text,
      first_name: text,
      last_name: text,
      email: mostly(fc.oneof(hostileString, fc.emailAddress())),
      mobile: mostly(fc.oneof(hostileString, fc.constant('+1 416 555 0123'))),
      encrypt_password: password,
      role_id: mostly(fc.constantFrom(1, 2)),
      gender: mostly(fc.constantFrom(1, 2, 3)),
      hideAtAds: mostly(fc.constantFrom(0, 1)),
      brief: text,
    });
    await fc.assert(
      fc.asyncProperty(body, async (body) => {
        const before = await rows();
        const res = await send('POST', '/api/member/register', body);
        if (!res.json<{ success?: boolean }>().success) expect(await rows()).toEqual(before);
      }),
      RUNS,
    );
  });

  it('login, reset, new password, change password, profile, categories', async () => {
    const userId = mostly(fc.oneof(fc.constant(user.id), fc.integer()));
    const calls: [string, fc.Arbitrary<unknown>, string | undefined][] = [
      [
        '/api/member/login',
        bodyOf({ userName: text, userPwd: password, keepLoggedIn: mostly(fc.boolean()) }),
        undefined,
      ],
      ['/api/member/resetPassword', bodyOf({ email: text }), undefined],
      ['/api/member/setNewPassword', bodyOf({ token: text, newPassword: password }), undefined],
      [
        '/api/member/changePassword',
        bodyOf({ userId, oldPassword: password, newPassword: password }),
        user.token,
      ],
      ['/api/member/loadClientInfo', bodyOf({ userId }), user.token],
      [
        '/api/tasks/add',
        bodyOf({
          categoriesIds: text,
          address: text,
          city: text,
          province: text,
          latitude: mostly(fc.double({ min: 41, max: 84 })),
          longitude: mostly(fc.double({ min: -142, max: -52 })),
          title: text,
          conditions: mostly(fc.oneof(hostileString, fc.constant('1,2'))),
          fileFormat: text,
          salary: mostly(fc.oneof(hostileString, fc.double(), fc.constant('99.99'))),
          description: text,
          paymentMethod: mostly(fc.integer({ min: 0, max: 4 })),
        }),
        user.token,
      ],
      ['/api/tasks/getTaskById', bodyOf({ taskId: userId }), undefined],
      [
        '/api/client/lists',
        bodyOf({ userId, page: mostly(fc.integer()), size: mostly(fc.integer()), keywords: text }),
        user.token,
      ],
      [
        '/api/category/get',
        bodyOf({ languagesId: mostly(fc.constantFrom(1, 2)), parentId: mostly(fc.integer()) }),
        undefined,
      ],
    ];
    for (const [url, body, token] of calls) {
      await fc.assert(
        fc.asyncProperty(body, async (body) => {
          const before = await rows();
          const res = await send('POST', url, body, token);
          if (res.statusCode !== 200) expect(await rows()).toEqual(before);
        }),
        { numRuns: 60 },
      );
    }
  });
});

describe('fuzzing the board', () => {
  it('posting an ad: refused bodies store nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyOf({
          name: text,
          description: text,
          category: mostly(fc.integer({ min: 0, max: 13 })),
          voivodeship: mostly(fc.integer({ min: 0, max: 17 })),
          premium: mostly(fc.integer({ min: 0, max: 4 })),
        }),
        async (body) => {
          const before = await rows();
          const res = await send('POST', '/classifieds', body, user.token);
          if (res.statusCode !== 201) expect(await rows()).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it('searching and opening ads with any query or id', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (q, id) => {
        await send('GET', `/classifieds/?q=${percent(q)}&page=${percent(q)}`);
        await send('GET', `/classifieds/${percent(id)}`);
      }),
      RUNS,
    );
  });
});
