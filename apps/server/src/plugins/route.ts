import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { userLimitOf, type Access, type Call } from '@airwork/shared/api/contract';
import type { Transfer, TransferReply } from '@airwork/shared/api/transfer';
import {
  envelopeSchema,
  failureEnvelopeSchema,
  successEnvelopeSchema,
  successFailureEnvelopeSchema,
} from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';
import { ok, refused, succeeded } from '../lib/envelope';
import { Role } from '@airwork/shared/accounts/account-constants';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { AppError, forbidden, InputError, unauthorized } from '../lib/app-error';
import { requireRole, requireSession, type SessionCaller } from './auth';
import { perUserLimit } from './per-user-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry this route was registered from (plugins/route.ts). */
    contract?: string;
  }
  interface FastifyInstance {
    /** The per-user limits of the contract's calls (plugins/route.ts), set once by app.ts. */
    userCallLimits: UserCallLimits;
    /** When a second factor is due (plugins/route.ts), set once by app.ts. */
    secondFactors: SecondFactorRules;
    /** An undeclared refusal fails the call (everywhere but production; plugins/route.ts). */
    outcomesStrict: boolean;
  }
}

const ANSWER = Symbol('answer');

/** A result with a message of its own (the spec's `1` / `-1` outcomes differ by message). */
export interface Answer<T> {
  readonly [ANSWER]: true;
  readonly result: T;
  readonly message: string;
  /** One of the call's refusals: a "no" answered with 200 (register's `success: false`). */
  readonly refused: boolean;
}

export const answer = <T>(result: T, message: string): Answer<T> => ({
  [ANSWER]: true,
  result,
  message,
  refused: false,
});

/** The spec's "no" with 200: one of the call's `refusals`, with what the screen may need. */
export const refusal = <T = null>(message: string, result: T = null as T): Answer<T> => ({
  [ANSWER]: true,
  result,
  message,
  refused: true,
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

export interface UserCallLimits {
  /** Whether they are counted: off only with RATE_LIMITS=off. */
  on: boolean;
  /**
   * One check per count: calls that share a count must share the check, since the in-memory
   * store of @fastify/rate-limit belongs to the limiter that made it.
   */
  checks: Map<string, (request: FastifyRequest) => Promise<void>>;
}

/**
 * The call's per-user limit (its entry's, `userLimitOf`), after the guard and before the body
 * is read: a flood of garbage counts as a flood. A caller without a session (an `anyone` call
 * made anonymously) is left to the per-address limits.
 */
function userLimitHook(app: FastifyInstance, call: Call): preHandlerAsyncHookHandler | undefined {
  if (!app.hasDecorator('userCallLimits') || !app.userCallLimits.on) return undefined;
  const limit = userLimitOf(call);
  const counter = limit.shared ?? call.path;
  const { checks } = app.userCallLimits;
  let check = checks.get(counter);
  if (!check) {
    check = perUserLimit(app, { max: limit.max, windowMs: limit.perMinutes * 60_000 }, counter);
    checks.set(counter, check);
  }
  const counted = check;
  return async (request) => {
    if (request.caller) await counted(request);
  };
}

export interface SecondFactorRules {
  /** An admin must have a second factor (ADMIN_MFA): without one, only enrolment is allowed. */
  adminRequired: boolean;
  now: () => Date;
}

/** How long a second factor given in a session covers what needs one (a step-up). */
export const STEP_UP_MS = 10 * 60_000;

/**
 * The second factor's rules, for every call from its entry (issue 45): an admin who must have
 * one and has none may only enrol it (403 `mfa.enrol_required`); a call marked `stepUp`
 * needs one given within ten minutes (401 `mfa.step_up_required`) from an account that has
 * one — an account without (allowed where it is optional) is not asked.
 */
function secondFactorHook(
  app: FastifyInstance,
  entry: { duringEnrolment?: true; stepUp?: 'always' | 'admins' },
): preHandlerAsyncHookHandler | undefined {
  if (!app.hasDecorator('secondFactors')) return undefined;
  const rules = app.secondFactors;
  return async (request) => {
    const c = request.caller;
    if (!c) return;
    const admin = c.roleId === Role.admin;
    if (rules.adminRequired && admin && !c.mfaEnabled && !entry.duringEnrolment) {
      throw forbidden(MfaCode.enrolRequired);
    }
    const due = entry.stepUp === 'always' || (entry.stepUp === 'admins' && admin);
    const recent = c.mfaAt !== null && rules.now().getTime() - c.mfaAt.getTime() < STEP_UP_MS;
    if (due && c.mfaEnabled && !recent) throw unauthorized(MfaCode.stepUpRequired);
  };
}

/** The statuses a call can answer: 200, its outcomes, and those its access and limit imply. */
function responsesOf(call: Call): Record<number, unknown> {
  const statuses = new Set<number>([400, 503, ...(call.outcomes ?? []).map((o) => o.status)]);
  if (call.access.kind !== 'anyone') statuses.add(401);
  // 403 also for an admin who must enrol a second factor first (secondFactorHook).
  if (call.access.kind !== 'anyone') statuses.add(403);
  // Every call is limited per signed-in user (its entry's `userLimitOf`): any may answer 429.
  statuses.add(429);
  const success = call.envelope === 'success';
  const done = success
    ? successEnvelopeSchema(call.result)
    : call.envelope === 'codeAndSuccess'
      ? envelopeSchema(call.result).extend({ success: z.boolean() })
      : envelopeSchema(call.result);
  const refusals = call.refusals?.length
    ? ` — or the rules' "no", message ${call.refusals.map((m) => `\`${m}\``).join(', ')}`
    : '';
  const responses: Record<number, unknown> = { 200: done.describe(`Done${refusals}`) };
  const failure = call.envelope ? successFailureEnvelopeSchema : failureEnvelopeSchema;
  for (const status of [...statuses].sort((a, b) => a - b)) {
    // A refusal that says what stands in the way carries it in `result`.
    const carried = (call.outcomes ?? []).filter((o) => o.status === status && o.result);
    responses[status] = carried.length
      ? failure.extend({ result: z.union([z.null(), ...carried.map((o) => o.result!)]) })
      : failure;
  }
  return responses;
}

/** The envelope a handler's value goes out in. */
function envelopeOf(call: Call, out: unknown) {
  const given = isAnswer(out) ? out : undefined;
  const result = given ? given.result : out;
  const message = given?.message ?? call.successMessage ?? MessageCode.success;
  const accepted = !given?.refused;
  if (call.envelope === 'codeAndSuccess') return { ...ok(result, message), success: accepted };
  if (call.envelope !== 'success') return ok(result, message);
  return accepted ? succeeded(result, message) : refused(message, result);
}

/** Server-side settings the contract does not carry. */
export interface RouteOptions {
  /** A per-IP limit on this call. */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * Further limits, run after the caller is known and the body is valid (per account tried,
   * per signed-in user); each throws 429 when exceeded.
   */
  limits?: preHandlerAsyncHookHandler[];
}

/**
 * Whether a refusal is one the call may answer: one of its declared outcomes, or one every call
 * of its kind may give — 401 and a role's 403 on signed-in calls, 429 and 413 from limits, 503
 * while the database is away, and the 400s of checking the body (its schema's own messages).
 */
/** What the check reads of an entry: a call's or a transfer's path, access and outcomes. */
type Declares = Pick<Call<z.ZodType, z.ZodType, Access>, 'path' | 'access' | 'outcomes'>;

function mayAnswer(call: Declares, err: AppError): boolean {
  const { httpStatus: status, messageCode: message } = err;
  if ((call.outcomes ?? []).some((o) => o.status === status && o.message === message)) return true;
  if (err instanceof InputError || [413, 429, 503].includes(status)) return true;
  const signedIn = call.access.kind !== 'anyone';
  return signedIn && (status === 401 || (status === 403 && message === MessageCode.forbidden));
}

/**
 * A refusal the call does not declare (issue 47: outcomes are declared once, in the call's
 * entry, and the web matches them by the same constant): logged as the bug it is, and outside
 * production answered as a failure, so a test or a journey finds it; in production the
 * refusal still goes out (a user is better told "no" than "failed").
 */
function undeclared(app: FastifyInstance, call: Declares, err: unknown) {
  if (!(err instanceof AppError) || mayAnswer(call, err)) return undefined;
  const outcome = `${err.httpStatus} ${err.messageCode}`;
  app.log.error({ call: call.path, outcome }, 'a refusal the call does not declare');
  return app.outcomesStrict ? new Error(`${call.path} does not declare ${outcome}`) : undefined;
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
  options: RouteOptions = {},
): void {
  const perUser = userLimitHook(app, call);
  const guard = guardOf(call.access);
  const factors = secondFactorHook(app, call);
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
    config: {
      contract: call.path,
      // Failures carry `success: false` beside `code` where the call's envelope has `success`.
      ...(call.envelope && call.envelope !== 'code' && { errorContract: 'success' as const }),
      ...(options.rateLimit && { rateLimit: options.rateLimit }),
    },
    preValidation: [guard, factors, perUser].filter((hook) => hook !== undefined),
    ...(options.limits && { preHandler: options.limits }),
    handler: async (request) => {
      const context = { caller: request.caller, request } as CallContext<A>;
      try {
        return envelopeOf(call, await handle(request.body as z.output<Req>, context));
      } catch (err) {
        throw undeclared(app, call, err) ?? err;
      }
    },
  });
}

// ---- Transfers: files and streams (packages/shared/src/api/transfer.ts) -------------------

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart body's fields, for the document only: the handler reads the parts itself. */
    form?: z.ZodObject;
  }
}

const binary = z.string().meta({ format: 'binary' });

/** What a transfer's 200 (and 206) look like in the document. */
function contentOf(reply: TransferReply, description: string) {
  if (reply.kind === 'envelope') return envelopeSchema(reply.result).describe(description);
  if (reply.kind === 'events') {
    return { description, content: { 'text/event-stream': { schema: z.string() } } };
  }
  return {
    description,
    content: Object.fromEntries(reply.types.map((type) => [type, { schema: binary }])),
  };
}

function transferResponses(transfer: Transfer): Record<number, unknown> {
  const statuses = new Set<number>([503, ...(transfer.outcomes ?? []).map((o) => o.status)]);
  if (transfer.params ?? transfer.query ?? transfer.form) statuses.add(400);
  if (transfer.access.kind !== 'anyone') statuses.add(401);
  if (transfer.access.kind === 'roles') statuses.add(403);
  const responses: Record<number, unknown> = { 200: contentOf(transfer.reply, 'Done') };
  for (const also of transfer.alsoAnswers ?? []) {
    responses[also.status] =
      also.status === 206 ? contentOf(transfer.reply, also.means) : z.null().describe(also.means);
  }
  for (const status of [...statuses].sort((a, b) => a - b))
    responses[status] = failureEnvelopeSchema;
  return responses;
}

export interface TransferInput<P extends z.ZodType, Q extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
}

/**
 * Registers a file or stream route from its entry: the guard, the path's and query's schemas
 * and the document come from the entry. The handler answers through `reply` (a file, a
 * stream, a 204); for an envelope transfer it may instead return the result to wrap.
 */
export function transferRoute<P extends z.ZodType, Q extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  transfer: Transfer<P, Q, A>,
  handle: (
    input: TransferInput<P, Q>,
    context: CallContext<A> & { reply: FastifyReply },
  ) => Promise<unknown>,
): void {
  const schema: FastifySchema = {
    tags: [transfer.tag],
    summary: transfer.summary,
    ...(transfer.access.kind !== 'anyone' && { security: [{ bearer: [] }] }),
    ...(transfer.params && { params: transfer.params }),
    ...(transfer.query && { querystring: transfer.query }),
    ...(transfer.form && { consumes: ['multipart/form-data'] }),
    response: transferResponses(transfer),
  };
  app.route({
    method: transfer.method,
    url: transfer.path,
    schema,
    config: { contract: transfer.path, ...(transfer.form && { form: transfer.form }) },
    preValidation: [guardOf(transfer.access), secondFactorHook(app, {})].filter(
      (hook) => hook !== undefined,
    ),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query } as TransferInput<P, Q>;
      const context = { caller: request.caller, request, reply } as CallContext<A> & {
        reply: FastifyReply;
      };
      // A handler that answered through `reply` returns it, and a reply is thenable: awaiting
      // it waits until the answer went out. Nothing is left to send then (sending again makes
      // Fastify warn "Reply was already sent").
      let out: unknown;
      try {
        out = await handle(input, context);
      } catch (err) {
        // Once a file or a stream has begun, the answer is no longer ours to change.
        throw (reply.sent ? undefined : undeclared(app, transfer, err)) ?? err;
      }
      if (reply.sent) return undefined;
      return transfer.reply.kind === 'envelope' ? ok(out) : out;
    },
  });
}
