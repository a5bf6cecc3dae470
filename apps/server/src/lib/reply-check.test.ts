import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { compileCheck, zodPart } from './reply-check';
import { replySerializer } from './reply-serializer';

const serializerFor = (schema: z.ZodType) =>
  replySerializer({ schema, method: 'POST', url: '/api/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
const exactFor = (schema: z.ZodType) => compileCheck(schema, zodPart(false));

/** What a reply was before the check: zod's output, written; or null, zod refused it. */
function zodReply(schema: z.ZodType, data: unknown): string | null {
  const result = safeParse(schema, data);
  return result.success ? JSON.stringify(result.data) : null;
}
/** What the serializer writes; null where it refuses. */
function written(schema: z.ZodType, data: unknown): string | null {
  try {
    return serializerFor(schema)(data);
  } catch {
    return null;
  }
}
const nameFirst = ({ name, ...rest }: Record<string, unknown>) => ({ name, ...rest });

class Box {
  id = 1;
}

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  open: z.boolean(),
  kind: z.enum(['a', 'b']),
  one: z.literal(1),
  note: z.string().nullable(),
  email: z.email().optional(),
  tags: z.array(z.string()),
  later: z.number().optional(),
});
const base = {
  id: 7,
  name: 'Roof',
  price: 12.5,
  open: true,
  kind: 'a',
  one: 1,
  note: null,
  email: 'a@example.com',
  tags: ['x'],
};

// Each reply as a service might build it: right, stripped, refused, or of a type the check
// hands to zod. For every one, what goes out must be byte for byte what zod made of it.
const CASES: [string, unknown][] = [
  ['exactly its schema', base],
  ['an optional key left out', { ...base, email: undefined }],
  ['a key the schema does not name (stripped)', { ...base, passwordHash: 'secret' }],
  ['keys in another order', nameFirst(base)],
  ['a required key missing', { ...base, name: undefined }],
  ['a string for a number', { ...base, price: '12.5' }],
  ['a fraction for an integer', { ...base, id: 7.5 }],
  ['an integer past 2^53', { ...base, id: 2 ** 53 }],
  ['NaN', { ...base, price: Number.NaN }],
  ['Infinity', { ...base, price: Number.POSITIVE_INFINITY }],
  ['a value outside the enum', { ...base, kind: 'c' }],
  ['another literal', { ...base, one: 2 }],
  ['a malformed e-mail (zod checks the format)', { ...base, email: 'nope' }],
  ['a Date for a string', { ...base, name: new Date(0) }],
  ['an array element of another type', { ...base, tags: ['x', 1] }],
  ['a class instance for the object', new Box()],
  ['an array for the object', [base]],
  ['null for the object', null],
];

describe('a reply already in its schema’s shape', () => {
  it.each(CASES)('goes out as zod would have written it: %s', (_, data) => {
    expect(written(item, data)).toBe(zodReply(item, data));
  });

  it('is written as it is, without zod’s copy, only when it is exactly the schema', () => {
    const exact = exactFor(item);
    expect(exact(base)).toBe(true);
    expect(exact({ ...base, email: undefined })).toBe(true);
    expect(exact({ ...base, passwordHash: 'secret' })).toBe(false);
    expect(exact(nameFirst(base))).toBe(false);
    expect(exact({ ...base, id: 7.5 })).toBe(false);
  });

  it('hands zod the parts it does not know, and keeps them only unchanged', () => {
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const at = new Date('2026-11-25T10:00:00.000Z');
    // Backwards, a codec changes the value: never written as it is.
    expect(compileCheck(z.object({ at: codec }), zodPart(true))({ at })).toBe(false);
    expect(serializerFor(z.object({ at: codec }))({ at })).toBe(
      '{"at":"2026-11-25T10:00:00.000Z"}',
    );
    // A union's object is copied by zod: handed back changed, so zod writes the reply.
    const union = z.object({ x: z.union([z.object({ a: z.string() }), z.null()]) });
    expect(exactFor(union)({ x: { a: 'y', b: 'secret' } })).toBe(false);
    expect(written(union, { x: { a: 'y', b: 'secret' } })).toBe('{"x":{"a":"y"}}');
    // A string with a check passes when zod takes it (and gives it back unchanged).
    expect(exactFor(z.object({ s: z.string().max(3) }))({ s: 'abc' })).toBe(true);
    expect(written(z.object({ s: z.string().max(3) }), { s: 'abcd' })).toBeNull();
  });

  it('asks zod once for a reply it cannot check itself', () => {
    let asked = 0;
    const refined = z.object({ a: z.string() }).refine(() => {
      asked += 1;
      return true;
    });
    expect(written(refined, { a: 'x', b: 'secret' })).toBe('{"a":"x"}');
    expect(asked).toBe(1);
  });

  it('holds for random replies: every output is zod’s, every refusal zod’s', () => {
    const page = z.object({ total: z.number().int(), data: z.array(item) });
    let seed = 22;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const spoil: ((a: Record<string, unknown>) => Record<string, unknown>)[] = [
      (a) => a,
      (a) => ({ ...a, extra: 1 }),
      nameFirst,
      (a) => ({ ...a, id: String(a.id) }),
      (a) => ({ ...a, note: random() < 0.5 ? 'n' : 3 }),
      (a) => ({ ...a, later: random() < 0.5 ? 1.5 : undefined }),
    ];
    for (let run = 0; run < 300; run += 1) {
      const data = Array.from({ length: Math.floor(random() * 4) }, (_, i) =>
        spoil[Math.floor(random() * spoil.length)]!({ ...base, id: i }),
      );
      const reply = { total: data.length, data };
      expect(written(page, reply)).toBe(zodReply(page, reply));
    }
  });
});
