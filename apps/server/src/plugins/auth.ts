import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountStatus, type Role } from '@airwork/shared/accounts/account-constants';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { findLiveSession, type SessionUser } from '../modules/accounts/accounts.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the bearer token alone; null when anonymous or the token is dead. */
    caller: SessionUser | null;
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
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findLiveSession(db, hashToken(token), new Date());
    const shutOut =
      session?.active === AccountStatus.blocked || session?.active === AccountStatus.deleted;
    request.caller = session && !shutOut ? session : null;
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
export function callerOf(request: FastifyRequest): SessionUser {
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
): SessionUser {
  const caller = callerOf(request);
  if (ids.some((id) => id !== undefined && id !== caller.userId)) throw forbidden();
  return caller;
}
