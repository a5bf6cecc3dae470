import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTRACT } from './contract-table';
import { TRANSFERS } from './transfer-table';

// Input safety by construction: every text any call of the contract takes refuses NUL and other
// control characters (PostgreSQL cannot store NUL; a name has no use for a bell), with a message
// code rather than an exception. A call added to the table is checked here by itself.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string a request schema holds, with its path. */
function stringLeaves(schema: z.ZodType, path = ''): { path: string; schema: z.ZodType }[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(
        (schema as unknown as { shape: Record<string, z.ZodType> }).shape,
      ).flatMap(([key, field]) => stringLeaves(field, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return stringLeaves(def.innerType!, path);
    case 'pipe':
      // Text parsed further (a list of ids, a price): the whole pipe is the field.
      return stringLeaves(def.in!, path).length > 0 ? [{ path, schema }] : [];
    case 'union':
      return def.options!.flatMap((o) => stringLeaves(o, path));
    case 'array':
      return stringLeaves(def.element!, `${path}[]`);
    default:
      return [];
  }
}

/** The texts of the file and stream routes: path parameters, query strings, form fields. */
function transferLeaves() {
  return TRANSFERS.flatMap((x) =>
    [x.params, x.query, x.form].flatMap((schema) =>
      schema
        ? stringLeaves(schema).map((leaf) => ({
            ...leaf,
            path: `${x.method} ${x.path}${leaf.path}`,
          }))
        : [],
    ),
  );
}

const hostile = [
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  'escape\u001b[31m',
  'del\u007f',
  // Half a surrogate pair: valid JSON, but no database can store it (issue 45).
  'x\ud800y',
  'x\udc00',
  '\ud83d',
  'pair backwards \ude00\ud83d',
];

describe('the contract table', () => {
  it('has one entry per path', () => {
    const paths = CONTRACT.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuses control characters and lone surrogates in every text of every call, with a message code', () => {
    const leaves = [
      ...CONTRACT.flatMap((call) =>
        stringLeaves(call.request).map((leaf) => ({ ...leaf, path: `${call.path}${leaf.path}` })),
      ),
      ...transferLeaves(),
    ];
    expect(leaves.length).toBeGreaterThanOrEqual(6);
    for (const leaf of leaves) {
      for (const text of hostile) {
        const parsed = leaf.schema.safeParse(text);
        expect(parsed.success, `${leaf.path} took ${JSON.stringify(text)}`).toBe(false);
        const message = parsed.error?.issues[0]?.message ?? '';
        expect(message, leaf.path).toMatch(/^[a-z]+\.[a-z0-9_]+$/i);
      }
    }
  });

  it('keeps whole surrogate pairs (emoji, rare CJK) in every text that takes free text', () => {
    const free = CONTRACT.flatMap((call) =>
      stringLeaves(call.request).filter((leaf) => leaf.schema.safeParse('plain words').success),
    );
    expect(free.length).toBeGreaterThanOrEqual(10);
    for (const leaf of free) {
      expect(leaf.schema.safeParse('Roof 🏠 ok 𠀀').success, leaf.path).toBe(true);
    }
  });

  it('caps the length of every text', () => {
    for (const call of CONTRACT) {
      for (const leaf of stringLeaves(call.request)) {
        expect(leaf.schema.safeParse('x'.repeat(100_000)).success, `${call.path}${leaf.path}`).toBe(
          false,
        );
      }
    }
    for (const leaf of transferLeaves()) {
      expect(leaf.schema.safeParse('x'.repeat(100_000)).success, leaf.path).toBe(false);
    }
  });

  it('has one route per method and path across both tables', () => {
    const routes = [...CONTRACT, ...TRANSFERS].map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
