import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';
import { compileCheck, zodPart } from './reply-check';
import { isKeptReply, noteKeptText } from './kept-reply';

// Every reply is checked against its call's result schema and stripped of fields the schema
// does not name (the DTO at the boundary). fastify-type-provider-zod does it with
// `safeEncode`, which runs the schema backwards for codecs; a schema without a codec or a
// transform reads the same forwards, and `safeParse` is ~3× cheaper (16 → 5.5 µs on
// category/get's reply; bench "calls"). A schema with one keeps `safeEncode`.

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Types whose value is the same read forwards or backwards, holding no other schema. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'date',
  'enum',
  'literal',
  'null',
  'undefined',
  'unknown',
  'any',
  'nan',
  'template_literal',
]);
/** Wrappers of one schema, read the same way in both directions. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
]);

/**
 * Whether a schema (or one inside it) reads differently backwards: a pipe (codecs and
 * transforms are pipes), or a type this walk does not know — unknown means yes.
 */
export function needsEncoding(schema: unknown, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  const inner = (...schemas: unknown[]) => schemas.some((s) => needsEncoding(s, seen));
  if (LEAVES.has(def.type)) return false;
  if (WRAPPERS.has(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'object':
      return inner(...Object.values(def.shape as Record<string, unknown>));
    case 'array':
      return inner(def.element);
    case 'union':
      return inner(...(def.options as unknown[]));
    case 'intersection':
      return inner(def.left, def.right);
    case 'record':
      return inner(def.keyType, def.valueType);
    case 'tuple':
      return inner(...(def.items as unknown[]), ...(def.rest ? [def.rest] : []));
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return true;
  }
}

type Write = (data: unknown) => string;

/** Checks a value against `zod` and writes it: as it is when exact, else zod's output. */
function writerOf(zod: $ZodType, method: string, url: string): Write {
  const check = needsEncoding(zod) ? safeEncode : safeParse;
  // A reply already in its schema's shape is written as it is (`reply-check.ts`); zod
  // refuses or strips any other.
  const exact = compileCheck(zod, (part) => zodPart(needsEncoding(part))(part));
  return (data) => {
    if (exact(data)) return JSON.stringify(data);
    const result = check(zod, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * For an envelope (`{ …, result }`): a writer of the envelope whose result is a kept reply
 * (`kept-reply.ts`), checked and written once per object and per route; the rest of the
 * envelope (code, message) is checked and written on each reply as always.
 */
function keptResultWriter(zod: $ZodType, method: string, url: string) {
  const shape = (defOf(zod).shape ?? {}) as Record<string, $ZodType>;
  if (defOf(zod).type !== 'object' || !shape.result || !('omit' in zod)) return undefined;
  const writeResult = writerOf(shape.result, method, url);
  const rest = (zod as unknown as { omit: (keys: { result: true }) => $ZodType }).omit({
    result: true,
  });
  const writeRest = writerOf(rest, method, url);
  // Per kept result: its text, and the last whole reply written with it (the same string
  // again for the same envelope, so that its compressed forms are found by it).
  const written = new WeakMap<object, { text: string; head: string; whole: string }>();
  return (data: { result: object }) => {
    const { result, ...others } = data;
    const head = writeRest(others);
    let kept = written.get(result);
    if (kept?.head !== head) {
      const text = kept?.text ?? writeResult(result);
      kept = {
        text,
        head,
        whole: `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"result":${text}}`,
      };
      written.set(result, kept);
      noteKeptText(kept.whole);
    }
    return kept.whole;
  };
}

/** Fastify's serializer compiler: the schema checked once, each reply checked and written. */
export const replySerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = resolve(schema);
  const write = writerOf(zod, method, url);
  const writeKept = keptResultWriter(zod, method, url);
  if (!writeKept) return write;
  return (data: unknown) => {
    const result = (data as { result?: unknown } | null)?.result;
    return isKeptReply(result) ? writeKept(data as { result: object }) : write(data);
  };
};

function resolve(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown }).properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`not a zod schema: ${JSON.stringify(schema)}`);
}
