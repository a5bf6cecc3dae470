import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mfaChallenges,
  mfaFactors,
  passkeyChallenges,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/users';

// Second factors, recovery codes and half-done sign-ins (issue 45).

export type FactorRow = typeof mfaFactors.$inferSelect;

export async function insertFactor(
  db: DbOrTx,
  f: {
    userId: number;
    kind: 'totp' | 'passkey';
    secret?: string;
    label?: string;
    credentialId?: string;
    publicKey?: string;
    signCount?: number;
    transports?: string;
    confirmedAt?: Date;
  },
): Promise<number> {
  const [row] = await db.insert(mfaFactors).values(f).returning({ id: mfaFactors.id });
  return row!.id;
}

/** An enrolment never confirmed is dropped when another starts. */
export async function deleteUnconfirmed(db: DbOrTx, userId: number, kind: string): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(
      and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, kind), isNull(mfaFactors.confirmedAt)),
    );
}

export async function unconfirmedTotp(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, userId),
        eq(mfaFactors.kind, 'totp'),
        isNull(mfaFactors.confirmedAt),
      ),
    );
  return row;
}

export async function confirmedFactors(db: DbOrTx, userId: number): Promise<FactorRow[]> {
  return db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)))
    .orderBy(mfaFactors.id);
}

/**
 * Takes a TOTP time step as used: true only the first time, and only after the last step taken
 * (a code seen once, or an older one, is refused — RFC 6238 section 5.2), in one statement.
 */
export async function acceptStep(
  db: DbOrTx,
  factorId: number,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(mfaFactors)
    .set({ lastStep: step, lastUsedAt: at })
    .where(
      and(
        eq(mfaFactors.id, factorId),
        or(isNull(mfaFactors.lastStep), lt(mfaFactors.lastStep, step)),
      ),
    )
    .returning({ id: mfaFactors.id });
  return rows.length === 1;
}

export async function confirmFactor(db: DbOrTx, factorId: number, at: Date): Promise<void> {
  await db.update(mfaFactors).set({ confirmedAt: at }).where(eq(mfaFactors.id, factorId));
}

/** Keeps `users.mfa_enabled` equal to "has a confirmed factor"; answers it. */
export async function syncMfaEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)));
  const enabled = (row?.n ?? 0) > 0;
  await db.update(users).set({ mfaEnabled: enabled }).where(eq(users.id, userId));
  return enabled;
}

export async function deleteFactor(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(mfaFactors)
    .where(
      and(eq(mfaFactors.id, id), eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)),
    )
    .returning({ id: mfaFactors.id });
  return rows.length === 1;
}

/** Replaces the user's recovery codes with these (hashes); the old ones stop working. */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function dropRecoveryCodes(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Uses one recovery code: true once, in one statement. */
export async function useRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: DbOrTx,
  c: {
    userId: number;
    tokenHash: string;
    persistent: boolean;
    ip: string;
    device: string;
    expiresAt: Date;
    webauthnChallenge?: string;
  },
): Promise<void> {
  await db.insert(mfaChallenges).values(c);
}

/** A challenge still open: unused, unexpired, with tries left. */
export async function openChallenge(db: DbOrTx, tokenHash: string, now: Date, maxFailures: number) {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.failures, maxFailures),
      ),
    );
  return row;
}

export async function failChallenge(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(eq(mfaChallenges.id, id));
}

/** Ends a challenge as used: true once (two answers at once open one session). */
export async function useChallenge(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

export async function markSessionFactor(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ mfaAt: at }).where(eq(sessions.id, sessionId));
}

/** A confirmed passkey by its credential id (base64url), whoever's it is. */
export async function passkeyByCredential(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select()
    .from(mfaFactors)
    .where(
      and(
        eq(mfaFactors.credentialId, credentialId),
        eq(mfaFactors.kind, 'passkey'),
        isNotNull(mfaFactors.confirmedAt),
      ),
    );
  return row;
}

/**
 * Records a passkey's use: its new signature counter, only if the counter is still the one
 * read (two answers racing with one signature do not both pass).
 */
export async function usePasskey(
  db: DbOrTx,
  factor: { id: number; signCount: number | null },
  newCount: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(mfaFactors)
    .set({ signCount: newCount, lastUsedAt: at })
    .where(
      and(
        eq(mfaFactors.id, factor.id),
        factor.signCount === null
          ? isNull(mfaFactors.signCount)
          : eq(mfaFactors.signCount, factor.signCount),
      ),
    )
    .returning({ id: mfaFactors.id });
  return rows.length === 1;
}

export type PasskeyPurpose = 'add' | 'step-up' | 'sign-in';

/** A passkey ceremony begins; the expired ones of anybody are swept on the way. */
export async function insertPasskeyChallenge(
  db: DbOrTx,
  c: {
    challenge: string;
    purpose: PasskeyPurpose;
    userId?: number;
    sessionId?: number;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values(c);
}

/**
 * Takes a ceremony's challenge for this purpose (and this session, where it was bound to one):
 * true once, and only before it expired.
 */
export async function takePasskeyChallenge(
  db: DbOrTx,
  challenge: string,
  purpose: PasskeyPurpose,
  now: Date,
  sessionId?: number,
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
        sessionId === undefined
          ? isNull(passkeyChallenges.sessionId)
          : eq(passkeyChallenges.sessionId, sessionId),
      ),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length === 1;
}
