import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { post, registerUser } from './test/api';
import { verifiedPilot } from './test/airworks';

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
  maxItems?: number;
  format?: string;
  [key: string]: unknown;
}
interface Operation {
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
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
    shaped =
      schema.format === 'email'
        ? fc.emailAddress()
        : pattern
          ? fc
              .stringMatching(pattern)
              .filter((t) => t.length >= minLength && t.length <= (schema.maxLength ?? 200))
          : fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
  } else if (schema.type === 'integer') {
    const min = Math.max(schema.minimum ?? -5, -(2 ** 31));
    shaped = fc.integer({ min, max: Math.min(schema.maximum ?? 60, Math.max(min, 60)) });
  } else if (schema.type === 'number') {
    shaped = fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 5000, noNaN: true });
  } else if (schema.type === 'boolean') shaped = fc.boolean();
  else if (schema.type === 'null') shaped = fc.constant(null);
  else if (schema.type === 'array') {
    shaped = fc.array(valuesOf(schema.items ?? {}), {
      maxLength: Math.min(schema.maxItems ?? 3, 3),
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

describe('the published document, taken at its word', () => {
  it('describes every JSON call with a request schema and its replies', () => {
    expect(jsonCalls().length).toBeGreaterThan(50);
  });

  it('lists every status a reply comes with, and the reply matches that status’s schema', async () => {
    // Calls that end the caller's session are left to the account tests: here they would sign
    // the generated callers out halfway through.
    const calls = jsonCalls().filter((c) => c.path !== '/api/member/logout');
    const validators = new Map<string, ValidateFunction>();
    const validatorFor = (key: string, schema: Schema) => {
      if (!validators.has(key)) validators.set(key, ajv.compile(jsonSchemaOf(schema)));
      return validators.get(key)!;
    };
    for (const { path, method, op } of calls) {
      await fc.assert(
        fc.asyncProperty(
          valuesOf(op.requestBody!.content['application/json']!.schema),
          fc.constantFrom(...callers),
          async (body, token) => {
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
          },
        ),
        { numRuns: 20 },
      );
    }
  });
});
