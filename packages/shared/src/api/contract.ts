import { MessageCode } from '../errors';
import type { z } from 'zod';
import type { Role } from '../accounts/account-constants';

// One entry per call: what it takes, what it answers, who may make it and what else it can
// answer. The server registers its route from the entry (apps/server/src/lib/route.ts), the
// web calls it through the entry (apps/web/src/lib/call.ts), and the OpenAPI document, the
// fuzz test and the input-safety test walk the table of entries (contract-table.ts).

/** Who may make a call. */
export type Access =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export const anyone = { kind: 'anyone' } as const satisfies Access;
export const signedIn = { kind: 'signedIn' } as const satisfies Access;
export const onlyRoles = (...roles: Role[]) => ({ kind: 'roles', roles }) as const satisfies Access;

/** An answer other than 200 that the call's rules give: its HTTP status and message code. */
export interface Outcome {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503 | 504;
  readonly message: string;
  /** What the refusal carries in `result` to act on (else null): what stands in the way. */
  readonly result?: z.ZodType;
}

/** The Airwork a call names does not exist (or is not one the caller may know of). */
export const taskNotFound = { status: 404, message: 'task.not_found' } as const satisfies Outcome;

/** Too many calls from this caller or address: wait and try again (any call may answer it). */
export const tooManyRequests = {
  status: 429,
  message: MessageCode.tooManyRequests,
} as const satisfies Outcome;

/** The Airwork exists, but the caller is not a party the call allows (its client, its pilot). */
export const notAParty = { status: 403, message: 'common.forbidden' } as const satisfies Outcome;

/**
 * How often one signed-in user may make a call: at most `max` in `perMinutes` minutes, counted
 * per user whatever the address (issue 45: a flood from one account is stopped by the call's
 * entry, not by remembering to add a limit to its route).
 */
export interface UserLimit {
  readonly max: number;
  readonly perMinutes: number;
  /** Calls that share one count (apply and withdraw are one cycle); by default each call's own. */
  readonly shared?: string;
}

/** What a call that changes something allows one user when its entry says nothing else. */
export const WRITE_LIMIT: UserLimit = { max: 60, perMinutes: 1 };

/** What a call that only reads allows: a polling screen or a fast typist stays far below it. */
export const READ_LIMIT: UserLimit = { max: 600, perMinutes: 1 };

export interface Call<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly method: 'POST';
  readonly path: `/api/${string}`;
  /** The OpenAPI tag: the spec's group of calls (`tasks`, `rating` …). */
  readonly tag: string;
  readonly summary: string;
  readonly access: A;
  /** The JSON body. Every text in it is built with `line` / `lines` (text.ts): no NUL, capped. */
  readonly request: Req;
  /** The envelope's `result` on success. */
  readonly result: Res;
  /** The call changes nothing (a list, a lookup): `READ_LIMIT` applies, not `WRITE_LIMIT`. */
  readonly reads?: true;
  /** A per-user limit of the call's own, in place of its default. */
  readonly perUser?: UserLimit;
  /**
   * May be made in a session that may only enrol a second factor (an admin without one where
   * one is required): every other call answers 403 `mfa.enrol_required` there (issue 45).
   */
  readonly duringEnrolment?: true;
  /**
   * Moves money or reveals documents: a second factor must have been given in the session
   * within the last ten minutes, else 401 `mfa.step_up_required` — for every caller, or only
   * when the caller is an admin (a call parties make too, such as reading a conversation).
   */
  readonly stepUp?: 'always' | 'admins';
  /** The envelope's message on 200, when not `common.success` (the spec's screens read some). */
  readonly successMessage?: string;
  /** What the rules answer besides 200 (the envelope's 400, 401, 403 and 503 are implied). */
  readonly outcomes?: readonly Outcome[];
  /**
   * The spec's "no" answered with 200: message codes such as login's `-1` / `-2`, which the
   * spec's client reads from `message` of a successful envelope.
   */
  readonly refusals?: readonly string[];
  /**
   * The envelope: `{ code, message, result }` for most calls; register's is `{ success,
   * message, result }` — failures included — and updateCapabilities carries both `success` and
   * `code`, as the spec's screens read them (spec section 7).
   */
  readonly envelope?: 'code' | 'success' | 'codeAndSuccess';
}

/** The per-user limit a call is made under: its own, or its kind's. */
export const userLimitOf = (call: Call): UserLimit =>
  call.perUser ?? (call.reads ? READ_LIMIT : WRITE_LIMIT);

/** Declares a call; the identity, with the types kept for both sides. */
export const defineCall = <Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  call: Call<Req, Res, A>,
): Call<Req, Res, A> => call;
