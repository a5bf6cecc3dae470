import { MessageCode } from '@airwork/shared/errors';
import { ApiError, envelopeOf, requestJson } from './api-client';
import { takeEarly } from './early-calls';

// Calls Home's first load makes, and the Airwork list's search. Through call() the contract's schemas (zod, 25 KB compressed)
// would load with Home, past its budget; so these name their path and check the reply by hand
// against the contract's shape. A reply that does not fit is the unknown error, as call() has
// it. `plain-call.test.ts` holds each path and guard to its contract entry.

/** Makes a `code`-envelope call and answers its result, if it is what `fits` says. */
export async function plainCall<T>(
  path: string,
  body: unknown,
  fits: (value: unknown) => value is T,
): Promise<T> {
  const reply = await (takeEarly(path, body) ?? requestJson('POST', path, body));
  const { status } = reply;
  const data = envelopeOf(reply.data);
  const message = data.message ?? MessageCode.unknownError;
  if (status !== 200 || data.code !== 200) throw new ApiError(message, status);
  if (!fits(data.result)) throw new ApiError(MessageCode.unknownError, status);
  return data.result;
}

/** A guard for a list whose every item `fits`. */
export const listOf =
  <T>(fits: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(fits);

type Kind = 'string' | 'number' | 'integer' | 'boolean';

/** A field's kind: its `typeof` ('integer': an integer), or that or null, or that or absent. */
export type FieldKind = Kind | `${Kind}|null` | `${Kind}?`;

const isKind = (value: unknown, kind: Kind) =>
  kind === 'integer' ? Number.isInteger(value) : typeof value === kind;

/** A field's own check, where a kind says too little (one of some names, a list of them). */
export type FieldCheck = FieldKind | ((value: unknown) => boolean);

/** A check for a field that is one of `names`. */
export const oneOf =
  (names: readonly string[]) =>
  (value: unknown): boolean =>
    typeof value === 'string' && names.includes(value);

/** A check for a field that is a list, each item one of `names`. */
export const listOfNames =
  (names: readonly string[]) =>
  (value: unknown): boolean =>
    Array.isArray(value) && value.every(oneOf(names));

/** A guard for an object whose named fields are of these kinds. */
export const shaped =
  <T>(fields: Record<keyof T, FieldCheck>) =>
  (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    return Object.entries<FieldCheck>(fields).every(([name, kind]) =>
      typeof kind === 'function'
        ? kind(v[name])
        : kind.endsWith('|null')
          ? v[name] === null || isKind(v[name], kind.slice(0, -5) as Kind)
          : kind.endsWith('?')
            ? v[name] === undefined || isKind(v[name], kind.slice(0, -1) as Kind)
            : isKind(v[name], kind as Kind),
    );
  };
