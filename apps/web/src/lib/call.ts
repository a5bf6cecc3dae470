import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import { MessageCode } from '@airwork/shared/errors';
import { ApiError, envelopeOf, requestJson } from './api-client';
import { takeEarly } from './early-calls';

/** A call's answer with its message: what screens that read the spec's `-1` / `-2` need. */
export interface Answered<T> {
  result: T;
  message: string;
  /** One of the call's refusals (contract `refusals`, or register's `success: false`). */
  refused: boolean;
}

/**
 * Makes a call of the contract and answers its result and message, the result parsed with the
 * call's own schema. Anything but a 200 envelope throws one ApiError carrying the message code
 * (the envelope's 400/401/403/429/503 …); no envelope at all throws the client's NetworkError.
 */
export async function ask<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  entry: Call<Req, Res, A>,
  body: z.input<Req>,
  options: { timeoutMs?: number } = {},
): Promise<Answered<z.output<Res>>> {
  const sent = body ?? {};
  const reply = await (takeEarly(entry.path, sent) ??
    requestJson('POST', entry.path, sent, options.timeoutMs));
  const { status } = reply;
  const data = envelopeOf(reply.data);
  const message = data.message ?? MessageCode.unknownError;
  const code = data.code ?? status;
  const bySuccess = entry.envelope === 'success';
  if (status !== 200 || (!bySuccess && code !== 200)) throw new ApiError(message, code);
  const parsed = entry.result.safeParse(data.result);
  // The server answered something its contract does not say: a bug, not the user's doing.
  if (!parsed.success) throw new ApiError(MessageCode.unknownError, code);
  const refused = bySuccess ? data.success !== true : (entry.refusals ?? []).includes(message);
  return { result: parsed.data, message, refused };
}

/** Makes a call of the contract and answers its result (see `ask`). */
export async function call<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  entry: Call<Req, Res, A>,
  body: z.input<Req>,
  options: { timeoutMs?: number } = {},
): Promise<z.output<Res>> {
  return (await ask(entry, body, options)).result;
}

/**
 * A reply of a call outside the contract (the classifieds board) read with the schema it is
 * described by: one that does not fit is the unknown error, never used as if it did.
 */
export function parseReply<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(MessageCode.unknownError);
  return parsed.data;
}

/** A query's cache key: the call's path, then what it was asked. */
export const keyOf = (entry: Call, ...body: unknown[]) => [entry.path, ...body] as const;

/** A key that covers every cached answer of these calls (or of these calls for one thing). */
export type QueryKeys = readonly (readonly unknown[])[];

/** Marks every cached answer under `keys` stale (and refetches those on screen). */
export function refresh(
  queryClient: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> },
  keys: QueryKeys,
): Promise<void[]> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The message code to show for a failed call: its own, or the unknown error. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.messageCode;
  const code = (err as { messageCode?: unknown } | null)?.messageCode;
  return typeof code === 'string' ? code : MessageCode.unknownError;
}
