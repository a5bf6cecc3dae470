import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Access, Call } from '@airwork/shared/api/contract';
import { envelopeSchema, failureEnvelopeSchema } from '@airwork/shared/api/envelope';
import { ok } from '../lib/envelope';
import { requireRole, requireSession, type SessionCaller } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry this route was registered from (plugins/route.ts). */
    contract?: string;
  }
}

const ANSWER = Symbol('answer');

/** A result with a message of its own (the spec's `1` / `-1` outcomes differ by message). */
export interface Answer<T> {
  readonly [ANSWER]: true;
  readonly result: T;
  readonly message: string;
}

export const answer = <T>(result: T, message: string): Answer<T> => ({
  [ANSWER]: true,
  result,
  message,
});

const isAnswer = (value: unknown): value is Answer<unknown> =>
  typeof value === 'object' && value !== null && ANSWER in value;

/** The caller a handler receives: absent only on calls anyone may make. */
type CallerFor<A extends Access> = A extends { kind: 'anyone' }
  ? SessionCaller | null
  : SessionCaller;

export interface CallContext<A extends Access> {
  caller: CallerFor<A>;
  request: FastifyRequest;
}

/**
 * Who may call, checked before the body is read: an anonymous caller of a signed-in call
 * gets 401 whatever it sent, not a validation message about the body.
 */
function guardOf(access: Access) {
  if (access.kind === 'anyone') return undefined;
  return access.kind === 'roles' ? requireRole(...access.roles) : requireSession;
}

/** The statuses a call can answer: 200, its outcomes, and those its access and body imply. */
function responsesOf(call: Call): Record<number, unknown> {
  const statuses = new Set<number>([400, 503, ...(call.outcomes ?? []).map((o) => o.status)]);
  if (call.access.kind !== 'anyone') statuses.add(401);
  if (call.access.kind === 'roles') statuses.add(403);
  const responses: Record<number, unknown> = { 200: envelopeSchema(call.result) };
  for (const status of [...statuses].sort((a, b) => a - b))
    responses[status] = failureEnvelopeSchema;
  return responses;
}

/**
 * Registers a call's route from its contract entry: the guard, the body's schema, the
 * envelope and the OpenAPI description all come from the entry; the route file gives only
 * what to do with a valid request from an allowed caller.
 */
export function route<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  call: Call<Req, Res, A>,
  handle: (
    input: z.output<Req>,
    context: CallContext<A>,
  ) => Promise<z.input<Res> | Answer<z.input<Res>>>,
  /** Server-side settings the contract does not carry: a per-IP limit on this call. */
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void {
  const schema: FastifySchema = {
    tags: [call.tag],
    summary: call.summary,
    ...(call.access.kind !== 'anyone' && { security: [{ bearer: [] }] }),
    body: call.request,
    response: responsesOf(call),
  };
  app.route({
    method: call.method,
    url: call.path,
    schema,
    config: { contract: call.path, ...(options.rateLimit && { rateLimit: options.rateLimit }) },
    preValidation: guardOf(call.access),
    handler: async (request) => {
      const context = { caller: request.caller, request } as CallContext<A>;
      const out = await handle(request.body as z.output<Req>, context);
      return isAnswer(out) ? ok(out.result, out.message) : ok(out, call.successMessage);
    },
  });
}
