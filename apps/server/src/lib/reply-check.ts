import { type $ZodType, safeEncode, safeParse } from 'zod/v4/core';

// Whether a reply is already what zod would make of it: every value of the type its schema
// names, no key the schema does not name, the keys in the schema's order. Such a reply is
// written as it is; any other goes through zod, which refuses it or strips it. zod's parse
// builds a copy of the reply (an object per Airwork, a result per field); under load that copy
// was the largest cost of a search page in Node (issue 22: 21 % of the product's CPU answering
// kept pages), while the DTOs the services build are almost always exactly their schema.
// The plain types replies are made of are checked here, each as zod takes it; a part of
// another type (a format, a check, a union, a codec…) is asked of zod, and passes only if zod
// gives it back unchanged.

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  [key: string]: unknown;
}
interface Schema {
  _zod: { def: Def; values?: Set<unknown> };
}

/** True when `value` is exactly what zod's output for it would be. */
export type Check = (value: unknown) => boolean;

const defOf = (schema: unknown) => (schema as Schema)._zod.def;
const plain = (def: Def) => (def.checks ?? []).length === 0;

/** `z.int()`, or `z.number().int()`: a safe integer and nothing more. */
function isSafeInt(def: Def) {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const stated = [def.format, ...checks.map((c) => c.format ?? c.check)];
  const given = stated.filter((f) => f !== undefined);
  return given.length > 0 && given.every((f) => f === 'safeint');
}

const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isInt: Check = (v) => Number.isSafeInteger(v);
const isBoolean: Check = (v) => typeof v === 'boolean';
const isNull: Check = (v) => v === null;
const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * The check for `schema`. `handOver` makes the check of a part this does not know; the
 * serializer's asks zod (forwards, or backwards for a codec) and passes it only unchanged.
 */
export function compileCheck(schema: unknown, handOver: (schema: unknown) => Check): Check {
  const def = defOf(schema);
  const noChecks = plain(def);
  if (def.type === 'string' && noChecks && def.format === undefined) return isString;
  if (def.type === 'number' && noChecks && def.format === undefined) return isNumber;
  if (def.type === 'number' && isSafeInt(def)) return isInt;
  if (def.type === 'boolean' && noChecks) return isBoolean;
  if (def.type === 'null') return isNull;
  if ((def.type === 'literal' || def.type === 'enum') && noChecks) {
    const values = (schema as Schema)._zod.values;
    if (values && ![...values].some((x) => x === undefined || typeof x === 'object')) {
      return (v) => values.has(v);
    }
  }
  if (def.type === 'nullable') {
    const inner = compileCheck(def.innerType, handOver);
    return (v) => v === null || inner(v);
  }
  if (def.type === 'array' && noChecks) return arrayCheck(compileCheck(def.element, handOver));
  if (def.type === 'object' && noChecks && def.catchall === undefined) {
    return objectCheck(def.shape as Record<string, unknown>, handOver);
  }
  return handOver(schema);
}

function arrayCheck(element: Check): Check {
  return (v) => {
    if (!Array.isArray(v)) return false;
    for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
    return true;
  };
}

interface Field {
  index: number;
  optional: boolean;
  check: Check;
}

/** Only the schema's keys, in its order (zod's output order; JSON keeps the object's own). */
function objectCheck(shape: Record<string, unknown>, handOver: (schema: unknown) => Check): Check {
  const fields = new Map<string, Field>();
  let required = 0;
  Object.entries(shape).forEach(([key, schema], index) => {
    const optional = defOf(schema).type === 'optional';
    const check = compileCheck(optional ? defOf(schema).innerType : schema, handOver);
    if (!optional) required += 1;
    fields.set(key, { index, optional, check });
  });
  return (v) => {
    if (!isPlainObject(v)) return false;
    let last = -1;
    let present = 0;
    for (const key in v) {
      const field = fields.get(key);
      if (field === undefined || field.index < last) return false;
      last = field.index;
      const value = v[key];
      // Left undefined, a key is not written: fine where it may be left out.
      if (value === undefined) {
        if (field.optional) continue;
        return false;
      }
      if (!field.check(value)) return false;
      if (!field.optional) present += 1;
    }
    return present === required;
  };
}

/**
 * zod's own check of a part: passes when zod takes it and gives it back unchanged. An object or
 * an array never passes, unasked: zod hands back a copy of one (and a codec a new value), so
 * parsing it here would only be done again by the serializer.
 */
export const zodPart =
  (encode: boolean) =>
  (schema: unknown): Check => {
    const check = encode ? safeEncode : safeParse;
    return (v) => {
      if (typeof v === 'object' && v !== null) return false;
      const result = check(schema as $ZodType, v);
      return !result.error && result.data === v;
    };
  };
