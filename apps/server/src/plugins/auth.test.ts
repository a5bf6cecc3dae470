import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { assertOwnUserIds, requireRole } from './auth';

const asCaller = (userId: number, roleId: number) =>
  ({ caller: { sessionId: 1, userId, roleId, active: 1 } }) as unknown as FastifyRequest;

describe('payload user ids', () => {
  it("accepts the caller's own id in userId, pilotUserId or fromUserId", () => {
    expect(assertOwnUserIds(asCaller(7, 1), 7, undefined, 7).userId).toBe(7);
  });

  it('refuses any id that is not the caller with 403', () => {
    try {
      assertOwnUserIds(asCaller(7, 1), 7, 8);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).httpStatus).toBe(403);
    }
  });
});

describe('requireRole', () => {
  it('lets the named roles through and refuses others with 403, anonymous with 401', async () => {
    await expect(requireRole(3)(asCaller(1, 3))).resolves.toBeUndefined();
    await expect(requireRole(3)(asCaller(1, 2))).rejects.toMatchObject({ httpStatus: 403 });
    await expect(
      requireRole(3)({ caller: null } as unknown as FastifyRequest),
    ).rejects.toMatchObject({
      httpStatus: 401,
    });
  });
});
