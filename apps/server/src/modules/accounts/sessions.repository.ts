import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/users';

// The sessions an owner sees and ends (issue 45), and what a sign-in from a new device needs.

/** Records that a call came with the session (kept coarse by the caller). */
export async function touchSession(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
}

/** Whether the user ever opened a session before, and from this device. */
export async function devicesSeen(db: DbOrTx, userId: number, device: string) {
  const [row] = await db
    .select({
      any: count(),
      same: sql<number>`count(*) filter (where ${sessions.device} = ${device})`.mapWith(Number),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { any: (row?.any ?? 0) > 0, same: (row?.same ?? 0) > 0 };
}

/** The user's live sessions, the last used first. */
export async function liveSessionsOf(db: DbOrTx, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      persistent: sessions.persistent,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(
      sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) desc`,
      sql`${sessions.id} desc`,
    )
    .limit(100);
}

/** Ends one live session of the user's; false when they have no such live session. */
export async function revokeOwnSession(
  db: DbOrTx,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Where to write to a user, in their language. */
export async function mailTargetOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Forgets every session of the user, ended or not (the demo story's own sign-ins). */
export async function forgetSessionsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Forgets one session (the demo story's admin's, so that a real admin's stay). */
export async function forgetSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
