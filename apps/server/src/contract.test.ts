import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT } from '@airwork/shared/api/contract-table';
import { TRANSFERS } from '@airwork/shared/api/transfer-table';
import { airworkResults } from './db/schema/results';
import { airworks } from './db/schema/airworks';
import { payments } from './db/schema/payments';
import { ratings } from './db/schema/hiring';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { post, registerUser, type Registered } from './test/api';
import { heldAirwork, validAirwork, verifiedPilot } from './test/airworks';

// The contract table drives these: every /api route comes from it (or is on the shrinking list
// of calls not moved yet), and every call of it is fuzzed as every kind of caller.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
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

/** A route's path as the document writes it: `:id` becomes `{id}`. */
const documented = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the routes', () => {
  it('come from the contract: every /api route is an entry of CONTRACT or TRANSFERS', () => {
    // The API's own document (Swagger UI) is generated, not a call.
    const api = t.app.routeTable
      .filter(
        (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'),
      )
      // Which module registered it is server-modules.test.ts's to check.
      .map(({ method, url, contract }) => ({ method, url, contract }));
    const byHand = api.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`);
    expect(byHand).toEqual([]);
    for (const entry of [...CONTRACT, ...TRANSFERS]) {
      expect(api, entry.path).toContainEqual({
        method: entry.method,
        url: entry.path,
        contract: entry.path,
      });
    }
  });

  it('check the caller before the body: anonymous gets 401 on a signed-in call, whatever it sent', async () => {
    for (const call of CONTRACT.filter((c) => c.access.kind !== 'anyone')) {
      const r = await post(t.app, call.path, { nonsense: '\u0000' });
      expect(r.status, call.path).toBe(401);
      expect(r.body.message).toBe('common.unauthorized');
    }
  });

  it('describe every status a call can answer in the published document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const call of CONTRACT) {
      const statuses = Object.keys(doc.paths[call.path]!.post!.responses);
      expect(statuses, call.path).toEqual(expect.arrayContaining(['200', '400', '503']));
      for (const o of call.outcomes ?? []) expect(statuses, call.path).toContain(String(o.status));
      if (call.access.kind !== 'anyone') expect(statuses, call.path).toContain('401');
    }
    for (const transfer of TRANSFERS) {
      const operation = doc.paths[documented(transfer.path)]![transfer.method.toLowerCase()]!;
      const statuses = Object.keys(operation.responses);
      const where = `${transfer.method} ${transfer.path}`;
      expect(statuses, where).toEqual(expect.arrayContaining(['200', '503']));
      for (const o of transfer.outcomes ?? []) expect(statuses, where).toContain(String(o.status));
      for (const a of transfer.alsoAnswers ?? [])
        expect(statuses, where).toContain(String(a.status));
      if (transfer.access.kind !== 'anyone') expect(statuses, where).toContain('401');
      if (transfer.query ?? transfer.params ?? transfer.form)
        expect(statuses, where).toContain('400');
    }
  });

  it('describe files, forms and the event stream by their media types', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const events = doc.paths['/api/events']!.get!;
    expect(Object.keys(events.responses['200']!.content!)).toEqual(['text/event-stream']);
    const file = doc.paths['/api/utilities/files/{id}']!.get!;
    expect(file.responses['200']!.content!['image/jpeg']!.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    const chunk = doc.paths['/api/uploader/chunk']!.post!;
    const form = chunk.requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(form.properties!)).toEqual(
      expect.arrayContaining(['chunkNumber', 'identifier', 'taskId', 'file']),
    );
    expect(form.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
  };
}

// ---- Fuzzing every call of the table ----------------------------------------------------

const hostileString = fc.oneof(
  fc.string(),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0007b', "' OR 1=1 --", 'x'.repeat(5000), '\ud800', '2026-02-30'),
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

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Values shaped like the schema's (so calls get past the types to their rules), with hostile content. */
function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return hostileString;
      case 'number':
        return fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constantFrom(2_147_483_648, 1.5));
      case 'boolean':
        return fc.boolean();
      case 'literal':
        return fc.constantFrom(...def.values!);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries!));
      case 'object':
        return fc.record(
          Object.fromEntries(
            Object.entries((schema as unknown as { shape: Record<string, z.ZodType> }).shape).map(
              ([k, v]) => [k, arbitraryOf(v)],
            ),
          ),
          { requiredKeys: [] },
        );
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
        return arbitraryOf(def.innerType!);
      case 'pipe':
        return arbitraryOf(def.in!);
      case 'union':
        return fc.oneof(...def.options!.map(arbitraryOf));
      case 'array':
        return fc.array(arbitraryOf(def.element!), { maxLength: 3 });
      default:
        return anyValue;
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyValue });
}

const INTERNALS =
  /\bat \S+:\d+|\.ts\b|stack|insert into|select .* from|update "|delete from|syntax error|drizzle|postgres|pglite/i;

const stored = async () => ({
  airworks: (await t.db.select({ n: count() }).from(airworks))[0]!.n,
  results: (await t.db.select({ n: count() }).from(airworkResults))[0]!.n,
  ratings: (await t.db.select({ n: count() }).from(ratings))[0]!.n,
  payments: (await t.db.select({ n: count() }).from(payments))[0]!.n,
});

/** The client's, pilot's and admin's tokens, signed in again where a call ended the session. */
async function liveSessions(): Promise<string[]> {
  const live = async (token: string) =>
    (await post(t.app, '/api/member/loadClientInfo', {}, token)).status !== 401;
  const signIn = async (userName: string, userPwd: string) => {
    const reply = await post(t.app, '/api/member/login', { userName, userPwd });
    return (reply.body.result as { token: string } | null)?.token;
  };
  const mustSignIn = async (userName: string, userPwd: string) => {
    const token = await signIn(userName, userPwd);
    if (!token) throw new Error(`${userName} can no longer sign in`);
    return token;
  };
  if (!(await live(client.token)))
    client.token = await mustSignIn(client.username, client.password);
  if (!(await live(pilot.token))) {
    const token = await signIn(pilot.username, pilot.password);
    // Fuzzing as the admin may have blocked or deleted the pilot: another takes its place.
    pilot = token ? { ...pilot, token } : await verifiedPilot(t);
  }
  if (!(await live(admin))) admin = await mustSignIn('chief', 'chief-password');
  return [client.token, pilot.token, admin];
}

describe('fuzzing every call of the contract', () => {
  it('never answers 5xx or shows internals, as anyone, a client, a pilot or an admin', async () => {
    const before = await stored();
    for (const call of CONTRACT) {
      // A call may end the session it was made with (logout): each call starts signed in.
      const callers = [undefined, ...(await liveSessions())];
      await fc.assert(
        fc.asyncProperty(
          arbitraryOf(call.request),
          fc.constantFrom(...callers),
          async (body, token) => {
            const res = await t.app.inject({
              method: call.method,
              url: call.path,
              payload: JSON.stringify(body),
              headers: {
                'content-type': 'application/json',
                ...(token && { authorization: `Bearer ${token}` }),
              },
            });
            // The weather of a site comes from a service these tests do not run: 503 is its answer.
            const unavailable =
              res.statusCode === 503 &&
              res.json<{ message: string }>().message === 'weather.unavailable';
            if (!unavailable) expect(res.statusCode, `${call.path} ${res.body}`).toBeLessThan(500);
            expect(res.body).not.toMatch(INTERNALS);
          },
        ),
        { numRuns: 40 },
      );
    }
    // None of these callers has an Airwork: nothing may have been stored.
    expect(await stored()).toEqual(before);
  });
});

/** A query string or path segment: every value goes as text, hostile ones included. */
const asText = (value: unknown) =>
  (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))
    // A URL carries bytes: a lone surrogate has none, so it becomes the replacement character.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function urlOf(path: string, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(asText(values[name] ?? 'x')),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    search.append(k, asText(v));
  }
  return `${filled}?${search.toString()}`;
}

/** A multipart body: the fields as generated, then a small file (or none). */
function multipart(fields: unknown, withFile: boolean): { body: Buffer; type: string } {
  const boundary = 'fuzz-boundary-7d2f';
  const parts = Object.entries((fields ?? {}) as Record<string, unknown>).map(
    ([k, v]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`,
  );
  if (withFile) {
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a\u0000.bin"\r\n` +
        `content-type: application/octet-stream\r\n\r\nnot really a picture\r\n`,
    );
  }
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('fuzzing every file and stream route', () => {
  it('never answers 5xx or shows internals, whatever the path, query or form', async () => {
    const before = await stored();
    for (const transfer of TRANSFERS.filter((x) => x.reply.kind !== 'events')) {
      const callers = [undefined, ...(await liveSessions())];
      await fc.assert(
        fc.asyncProperty(
          transfer.params ? arbitraryOf(transfer.params) : fc.constant({}),
          transfer.query ? arbitraryOf(transfer.query) : fc.constant({}),
          transfer.form ? arbitraryOf(transfer.form) : fc.constant({}),
          fc.boolean(),
          fc.constantFrom(...callers),
          async (params, query, fields, withFile, token) => {
            const form = transfer.form ? multipart(fields, withFile) : undefined;
            const res = await t.app.inject({
              method: transfer.method,
              url: urlOf(transfer.path, params, query),
              ...(form && { payload: form.body }),
              headers: {
                ...(form && { 'content-type': form.type }),
                ...(token && { authorization: `Bearer ${token}` }),
              },
            });
            const where = `${transfer.method} ${transfer.path} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.headers['content-type']?.toString().startsWith('application/json')) {
              expect(res.body).not.toMatch(INTERNALS);
            }
          },
        ),
        { numRuns: 40 },
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('keep the event stream to signed-in callers', async () => {
    const r = await t.app.inject({ url: '/api/events' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 401, message: 'common.unauthorized' });
  });
});

/**
 * A client and a verified pilot of their own, for a test after the fuzzers (one that needs only a
 * pilot takes `verifiedPilot`): fuzzing as the admin may block, delete or disapprove the shared
 * pilot (`setPilotState` with a small id), and a blocked pilot can no longer sign in.
 */
const freshParties = async () => ({
  client: await registerUser(t.app, { role_id: 2 }),
  pilot: await verifiedPilot(t),
});

describe('a NUL in a text the database would store', () => {
  it('is refused with the field message and changes nothing', async () => {
    const { client, pilot } = await freshParties();
    const a = await heldAirwork(t, client, pilot);
    const nul = 'Roof access via the super\u0000';
    const statusOf = async () =>
      (await t.db.select({ s: airworks.status }).from(airworks).where(eq(airworks.id, a.id)))[0]!.s;
    const before = await statusOf();
    for (const [url, body, token] of [
      ['/api/tasks/cancel', { taskId: a.id, reason: nul }, client.token],
      ['/api/tasks/completeOrder', { taskId: a.id, comments: nul }, pilot.token],
      ['/api/tasks/rejectOrder', { taskId: a.id, comments: nul }, client.token],
      ['/api/tasks/acceptOrder', { taskId: a.id, comments: nul }, client.token],
      [
        '/api/rating/add',
        { taskId: a.id, userId: pilot.id, rating: 5, comments: nul },
        client.token,
      ],
      ['/api/payment/authorizeOrder', { taskId: a.id, part: 1, orderId: nul }, client.token],
      ['/api/tasks/add', { ...validAirwork, uploadFilePath: nul }, client.token],
      [
        '/api/member/updateCertificate',
        { userId: pilot.id, certificateType: 1, certFileInfos: nul },
        pilot.token,
      ],
      [
        '/api/uploader/mergeFile',
        { taskId: a.id, filename: nul, identifier: 'abc', totalSize: 10 },
        pilot.token,
      ],
    ] as const) {
      const r = await post(t.app, url, body, token);
      expect(r.status, url).toBe(400);
      expect(r.body.message, url).toMatch(
        /invalid_characters|order_unknown|attachment_unknown|_file_need/,
      );
    }
    expect(await statusOf()).toBe(before);
  });
});

describe('ids past PostgreSQL integer', () => {
  it('are refused with 400 in a query string too', async () => {
    const pilot = await verifiedPilot(t);
    const q = new URLSearchParams({
      chunkNumber: '1',
      totalChunks: '1',
      chunkSize: '10',
      currentChunkSize: '10',
      totalSize: '10',
      identifier: 'abc',
      filename: 'a.zip',
      taskId: '2147483648',
    });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/uploader/chunk?${q.toString()}`,
      headers: { authorization: `Bearer ${pilot.token}` },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ message: string }>().message).toBe('common.invalid_request');
  });
});

describe('a call that takes nothing', () => {
  it('answers with or without a body', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/utilities/config' });
    expect(bare.statusCode).toBe(200);
    const withBody = await post(t.app, '/api/utilities/config', {});
    expect(withBody.body).toEqual(bare.json());
  });
});

describe('a known path asked with another method', () => {
  it('answers 405 with the methods it takes, in the envelope; an unknown path 404', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/tasks/getTaskById' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.json()).toEqual({ code: 405, message: 'common.invalid_request', result: null });
    const postToDownload = await t.app.inject({ method: 'POST', url: '/api/tasks/results/7?x=1' });
    expect(postToDownload.statusCode).toBe(405);
    expect(postToDownload.headers.allow).toBe('GET, HEAD');
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/call' })).statusCode).toBe(404);
  });
});
