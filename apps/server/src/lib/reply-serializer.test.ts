import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { keptReply } from './kept-reply';
import { needsEncoding, replySerializer } from './reply-serializer';

const serializerFor = (schema: z.ZodType) =>
  replySerializer({ schema, method: 'POST', url: '/api/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('replies', () => {
  it('keep only the fields the schema names', () => {
    const write = serializerFor(
      z.object({ id: z.number(), items: z.array(z.object({ name: z.string() })) }),
    );
    const out = write({ id: 1, passwordHash: 'x', items: [{ name: 'a', secret: 's' }] });
    expect(JSON.parse(out)).toEqual({ id: 1, items: [{ name: 'a' }] });
  });

  it('refuse a value the schema does not allow, naming the route', () => {
    const write = serializerFor(z.object({ id: z.number() }));
    try {
      write({ id: 'one' });
      expect.unreachable();
    } catch (error) {
      expect(isResponseSerializationError(error)).toBe(true);
      expect((error as { url: string }).url).toBe('/api/x');
    }
  });

  it('of a kept result are checked and written once, and read the same as any other', () => {
    const page = z.object({ total: z.number(), data: z.array(z.object({ name: z.string() })) });
    const write = serializerFor(envelopeSchema(page));
    let reads = 0;
    const item = {
      get name() {
        reads += 1;
        return 'roof';
      },
      secret: 'stripped',
    };
    const kept = keptReply({ total: 1, data: [item] });
    const first = write({ code: 200, message: 'common.success', result: kept });
    expect(JSON.parse(first)).toEqual({
      code: 200,
      message: 'common.success',
      result: { total: 1, data: [{ name: 'roof' }] },
    });
    const plain = { total: 1, data: [{ name: 'roof', secret: 'stripped' }] };
    expect(first).toBe(write({ code: 200, message: 'common.success', result: plain }));
    // Written again from its kept text: nothing of it is read; the envelope is its own.
    const readsBefore = reads;
    const again = write({ code: 200, message: 'search.other', result: kept });
    expect(reads).toBe(readsBefore);
    expect(JSON.parse(again)).toMatchObject({ message: 'search.other', result: { total: 1 } });
    // Kept means unchangeable: nobody can alter what the next reader will be sent.
    expect(() => {
      (kept.data as { name: string }[]).push({ name: 'x' });
    }).toThrow(TypeError);
  });

  it('of a kept result the schema refuses are refused each time', () => {
    const write = serializerFor(envelopeSchema(z.object({ id: z.number() })));
    const wrong = keptReply({ id: 'one' });
    for (let i = 0; i < 2; i += 1) {
      expect(() => write({ code: 200, message: 'm', result: wrong })).toThrow();
    }
  });

  it('run a codec backwards: a Date goes out as its ISO text', () => {
    const write = serializerFor(z.object({ at: isoDate.nullable() }));
    expect(JSON.parse(write({ at: new Date('2026-11-25T10:00:00.000Z') }))).toEqual({
      at: '2026-11-25T10:00:00.000Z',
    });
  });
});

describe('needsEncoding', () => {
  it('is false for schemas that read the same both ways', () => {
    const plain = z.object({
      list: z.array(z.union([z.string(), z.number().int()])).optional(),
      map: z.record(z.string(), z.boolean()),
      kind: z.enum(['a', 'b']).nullable().default('a'),
      pair: z.tuple([z.literal(1), z.date()]),
      later: z.lazy(() => z.string()),
    });
    expect(needsEncoding(plain)).toBe(false);
  });

  it('is true when a codec or transform sits anywhere inside', () => {
    expect(needsEncoding(z.object({ a: z.array(z.object({ at: isoDate })) }))).toBe(true);
    expect(needsEncoding(z.object({ n: z.string().transform(Number).optional() }))).toBe(true);
  });

  it('is true for a type it does not know', () => {
    expect(needsEncoding(z.object({ file: z.instanceof(Uint8Array) }))).toBe(true);
  });

  it('ends on a schema that holds itself', () => {
    interface Node {
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    expect(needsEncoding(node)).toBe(false);
  });
});
