import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@airwork/shared/accounts/account-constants';
import { forbidden, unauthorized } from '../lib/app-error';

/** The signed-in caller of a request, as its session says. */
export interface SessionCaller {
  sessionId: number;
  userId: number;
  roleId: number;
  active: number;
  /** The account has a confirmed second factor (issue 45). */
  mfaEnabled: boolean;
  /** When a second factor was last given in this session; null: not in this one. */
  mfaAt: Date | null;
}

/** Finds the caller a bearer token stands for; the accounts module provides it. */
export type ResolveCaller = (token: string) => Promise<SessionCaller | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the bearer token alone; null when anonymous or the token is dead. */
    caller: SessionCaller | null;
  }
}

const MAX_TOKEN_LENGTH = 200;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** Resolves the caller of every request once, before routing. */
export function registerAuth(app: FastifyInstance, resolveCaller: ResolveCaller): void {
  app.decorateRequest('caller', null);
  // A callback hook: the calls without a token (the public ones) need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    resolveCaller(token).then((caller) => {
      request.caller = caller ?? null;
      done();
    }, done);
  });
}

/** Route guard: a live session is required (401 otherwise). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized();
}

/** Route guard: a live session of one of these roles (401 / 403). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.caller) throw unauthorized();
    if (!roles.includes(request.caller.roleId as Role)) throw forbidden();
  };
}

/** The session's caller; only call behind a guard. */
export function callerOf(request: FastifyRequest): SessionCaller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * The spec's payloads carry `userId`, `pilotUserId` or `fromUserId`. They are never trusted:
 * one that is not the caller's own is refused with 403.
 */
export function assertOwnUserIds(
  request: FastifyRequest,
  ...ids: (number | undefined)[]
): SessionCaller {
  const caller = callerOf(request);
  if (ids.some((id) => id !== undefined && id !== caller.userId)) throw forbidden();
  return caller;
}
