import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import { MessageCode } from '@airwork/shared/errors';
import { ApiError, apiPost } from './api-client';

/**
 * Makes a call of the contract and answers its result, parsed with the call's own result
 * schema. Any other answer throws one ApiError carrying the message code (a rule's "no", the
 * envelope's 400/401/403/503); no envelope at all throws the client's NetworkError.
 */
export async function call<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  entry: Call<Req, Res, A>,
  body: z.input<Req>,
  options: { timeoutMs?: number } = {},
): Promise<z.output<Res>> {
  const reply = await apiPost<unknown>(entry.path, body, options.timeoutMs);
  if (reply.code !== 200) throw new ApiError(reply.message, reply.code);
  const parsed = entry.result.safeParse(reply.result);
  // The server answered something its contract does not say: a bug, not the user's doing.
  if (!parsed.success) throw new ApiError(MessageCode.unknownError, reply.code);
  return parsed.data;
}

/** A query's cache key: the call's path, then what it was asked. */
export const keyOf = (entry: Call, ...body: unknown[]) => [entry.path, ...body] as const;

/** The message code to show for a failed call: its own, or the unknown error. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.messageCode;
  const code = (err as { messageCode?: unknown } | null)?.messageCode;
  return typeof code === 'string' ? code : MessageCode.unknownError;
}
