import fc from 'fast-check';
import type { z } from 'zod';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { post, registerUser } from './test/api';
import {
  completedAirwork,
  heldAirwork,
  pendingAirwork,
  postAirwork,
  verifiedPilot,
} from './test/airworks';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// The published document, taken at its word by a client that knows nothing else: requests are
// generated from /api/docs/json alone, and every reply — whoever asks — must be one of the
// statuses the document lists for that call, with a body its schema for that status accepts.

interface Schema {
  type?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  description?: string;
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** OpenAPI 3.0's `nullable` as JSON Schema: the schema, or null. */
function jsonSchemaOf(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, jsonSchemaOf(v)]),
      );
    } else if (key === 'items') out.items = jsonSchemaOf(value as Schema);
    else if (key === 'anyOf' || key === 'oneOf') out[key] = (value as Schema[]).map(jsonSchemaOf);
    else out[key] = value;
  }
  return schema.nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

/** Values the document calls valid for `schema` (strings printable, sizes kept small). */
function valuesOf(schema: Schema): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (options) shaped = fc.oneof(...options.map(valuesOf));
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (schema.type === 'string') {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
    // zod publishes a second pattern of one text under allOf: every one of them must hold.
    const patterns = [schema, ...((schema.allOf as Schema[] | undefined) ?? [])]
      .map((s) => s.pattern)
      .filter((p): p is string => typeof p === 'string')
      .map((p) => new RegExp(p, 'u'));
    const pattern = patterns.at(-1);
    // A text the document does not restrict may hold anything: control characters included.
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
      fc.string({ unit: 'binary', minLength, maxLength }),
    );
    shaped = pattern
      ? fc
          .stringMatching(pattern)
          // JSON Schema counts a text's length in code points, as zod does: a pair is one.
          .filter((t) => [...t].length >= minLength && [...t].length <= (schema.maxLength ?? 200))
          .filter((t) => patterns.every((p) => p.test(t)))
      : schema.format === 'email'
        ? fc.emailAddress()
        : anyText;
  } else if (schema.type === 'integer') {
    const min = Math.max(schema.minimum ?? -5, -(2 ** 31));
    shaped = fc.integer({ min, max: Math.min(schema.maximum ?? 60, Math.max(min, 60)) });
  } else if (schema.type === 'number' && typeof schema.multipleOf === 'number') {
    // Multiples of a decimal step, as a client writes them (0.57, not 57 × 0.01 = 0.5700…01).
    const per = Math.round(1 / schema.multipleOf);
    const min = Math.ceil((schema.minimum ?? -5) * per);
    const max = Math.floor(Math.min(schema.maximum ?? 5000, 5000) * per);
    shaped = fc.integer({ min, max }).map((k) => k / per);
  } else if (schema.type === 'number') {
    shaped = fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 5000, noNaN: true });
  } else if (schema.type === 'boolean') shaped = fc.boolean();
  else if (schema.type === 'null') shaped = fc.constant(null);
  else if (schema.type === 'array') {
    const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
    shaped = fc.array(valuesOf(schema.items ?? {}), {
      minLength,
      maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
    });
  } else if (schema.type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    shaped = fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valuesOf(v)])),
      { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
    );
  } else shaped = fc.constantFrom('x', 1, true, null);
  return schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
}

let t: TestApp;
let doc: Document;
let callers: (string | undefined)[];
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  const client = await registerUser(t.app, { role_id: 2 });
  const pilot = await verifiedPilot(t);
  const admin = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  callers = [undefined, client.token, pilot.token, (admin.body.result as { token: string }).token];
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(async () => {
  await t.close();
});

/** The calls a client can make from the document alone: JSON bodies. */
const jsonCalls = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content['application/json'])
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

const validators = new Map<string, ValidateFunction>();
const validatorFor = (key: string, schema: Schema) => {
  if (!validators.has(key)) validators.set(key, ajv.compile(jsonSchemaOf(schema)));
  return validators.get(key)!;
};

/** Sends the body as `token`'s caller: the status must be documented, the body as published. */
async function answersAsDocumented(
  method: string,
  path: string,
  op: Operation,
  body: unknown,
  token: string | undefined,
): Promise<void> {
  const res = await t.app.inject({
    method: method as 'POST',
    url: path,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });
  const where = `${method} ${path} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  const documented = op.responses[String(res.statusCode)];
  expect(documented, where).toBeDefined();
  const schema = documented!.content?.['application/json']?.schema;
  if (schema) {
    const validate = validatorFor(`${method} ${path} ${res.statusCode}`, schema);
    const valid = validate(res.json());
    expect(valid, `${where}\n${JSON.stringify(validate.errors)}`).toBe(true);
  }
}

describe('the published document, taken at its word', () => {
  it('describes every JSON call with a request schema and its replies', () => {
    expect(jsonCalls().length).toBeGreaterThan(50);
  });

  it('lists every status a reply comes with, and the reply matches that status’s schema', async () => {
    // Calls that end the caller's session are left to the account tests: here they would sign
    // the generated callers out halfway through.
    const calls = jsonCalls().filter((c) => c.path !== '/api/member/logout');
    for (const { path, method, op } of calls) {
      await fc.assert(
        fc.asyncProperty(
          valuesOf(op.requestBody!.content['application/json']!.schema),
          fc.constantFrom(...callers),
          (body, token) => answersAsDocumented(method, path, op, body, token),
        ),
        { numRuns: 20 },
      );
    }
  });

  it('answers a stranger to a real Airwork only as documented, at every stage of it', async () => {
    // Random ids seldom name an Airwork that exists; here every call is made about real ones —
    // open, approved, paid and delivered — by a client and a pilot who are no party to them.
    const client = await registerUser(t.app, { role_id: 2 });
    const pilot = await verifiedPilot(t);
    const airworks = [
      await postAirwork(t, client),
      await pendingAirwork(t, client, pilot),
      await heldAirwork(t, client, pilot),
      await completedAirwork(t, client, pilot, latestCanadianDay(new Date())),
    ];
    const strangers = [await registerUser(t.app, { role_id: 2 }), await verifiedPilot(t)];
    const calls = jsonCalls().filter((c) => c.path !== '/api/member/logout');
    for (const { path, method, op } of calls) {
      const schema = op.requestBody!.content['application/json']!.schema;
      await fc.assert(
        fc.asyncProperty(
          valuesOf(schema),
          fc.constantFrom(...airworks),
          fc.constantFrom(...strangers),
          (body, airwork, stranger) => {
            const about = { ...(body as Record<string, unknown>) };
            for (const field of ['taskId', 'tasksId', 'id'] as const) {
              const type = schema.properties?.[field]?.type;
              if (type === 'string') about[field] = airwork.tasksId;
              else if (type) about[field] = airwork.id;
            }
            if (schema.properties?.userId) about.userId = stranger.id;
            return answersAsDocumented(method, path, op, about, stranger.token);
          },
        ),
        { numRuns: 6 },
      );
    }
  });
});

describe('the server takes what the document calls valid', () => {
  it('every body the document allows parses with the call’s own request schema', async () => {
    const { CONTRACT } = await import('@airwork/shared/api/contract-table');
    const failures = new Map<string, string>();
    for (const entry of CONTRACT) {
      const op = doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.post;
      const schema = op?.requestBody?.content['application/json']?.schema;
      expect(schema, entry.path).toBeDefined();
      fc.assert(
        fc.property(valuesOf(schema!), (body) => {
          const parsed = entry.request.safeParse(body);
          if (!parsed.success) {
            // A rule between fields cannot be a JSON Schema; the request's description says it.
            const stated = (message: string) => schema!.description?.includes(`400 ${message}`);
            for (const issue of parsed.error.issues.filter((i) => !stated(i.message))) {
              const key = `${entry.path} ${issue.path.join('.')}: ${issue.message}`;
              if (!failures.has(key)) failures.set(key, JSON.stringify(body).slice(0, 300));
            }
          }
          return true;
        }),
        { numRuns: 200 },
      );
    }
    expect(Object.fromEntries(failures)).toEqual({});
  });
});

describe('the server takes what the document calls valid, for files and streams', () => {
  /** Text as a query string, a path or a form field carries it. */
  const onTheWire = (schema: Schema, required: boolean) => {
    const text = valuesOf(schema).map(String);
    return required ? text : fc.option(text, { nil: undefined });
  };
  const recordOf = (fields: [string, Schema, boolean][]) =>
    fc
      .tuple(...fields.map(([, schema, required]) => onTheWire(schema, required)))
      .map((values) =>
        Object.fromEntries(
          fields.flatMap(([name], i) => (values[i] === undefined ? [] : [[name, values[i]]])),
        ),
      );

  it('every path, query and form the document allows parses with the transfer’s schemas', async () => {
    const { TRANSFERS } = await import('@airwork/shared/api/transfer-table');
    const failures = new Map<string, string>();
    let checked = 0;
    const check = (
      where: string,
      schema: z.ZodType | undefined,
      fields: [string, Schema, boolean][],
    ) => {
      if (!schema || fields.length === 0) return;
      checked++;
      fc.assert(
        fc.property(recordOf(fields), (value) => {
          const parsed = schema.safeParse(value);
          for (const issue of parsed.error?.issues ?? []) {
            const key = `${where} ${issue.path.join('.')}: ${issue.message}`;
            if (!failures.has(key)) failures.set(key, JSON.stringify(value).slice(0, 300));
          }
          return true;
        }),
        { numRuns: 200 },
      );
    };
    for (const entry of TRANSFERS) {
      const path = entry.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[entry.method.toLowerCase()];
      expect(op, `${entry.method} ${path}`).toBeDefined();
      const parameters = op!.parameters ?? [];
      const fieldsIn = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p): [string, Schema, boolean] => [p.name, p.schema, p.required === true]);
      check(`${entry.method} ${path} (path)`, entry.params, fieldsIn('path'));
      check(`${entry.method} ${path} (query)`, entry.query, fieldsIn('query'));
      const form = op!.requestBody?.content['multipart/form-data']?.schema;
      if (entry.form && form?.properties) {
        const fields = Object.entries(form.properties)
          .filter(([name]) => name !== 'file')
          .map(([name, schema]): [string, Schema, boolean] => [
            name,
            schema,
            (form.required ?? []).includes(name),
          ]);
        check(`${entry.method} ${path} (form)`, entry.form, fields);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    expect(Object.fromEntries(failures)).toEqual({});
  });
});
