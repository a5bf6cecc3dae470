import { and, asc, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { passwordResets, sessions, users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;

// Each query selects what its callers need: the password hash leaves this file only in the
// rows of the calls that verify a password (login, change password, ensure admin).

const accountColumns = {
  id: users.id,
  userNumbers: users.userNumbers,
  username: users.username,
  roleId: users.roleId,
  active: users.active,
  firstName: users.firstName,
  mfaEnabled: users.mfaEnabled,
};
/** Who an account is, as the login reply and session checks tell it. */
export type AccountRow = { [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K] };

/** An account with its password hash, for the calls that verify a password. */
export type CredentialsRow = AccountRow & { passwordHash: string };
const credentialsColumns = { ...accountColumns, passwordHash: users.passwordHash };

const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export async function findCredentialsByUsername(
  db: DbOrTx,
  username: string,
): Promise<CredentialsRow | undefined> {
  const [row] = await db.select(credentialsColumns).from(users).where(usernameIs(username));
  return row;
}

export async function findCredentialsByEmail(
  db: DbOrTx,
  email: string,
): Promise<CredentialsRow | undefined> {
  const [row] = await db.select(credentialsColumns).from(users).where(eq(users.email, email));
  return row;
}

export async function findCredentialsById(
  db: DbOrTx,
  id: number,
): Promise<CredentialsRow | undefined> {
  const [row] = await db.select(credentialsColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findAccountById(db: DbOrTx, id: number) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findAccountIdByUsername(
  db: DbOrTx,
  username: string,
): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(usernameIs(username));
  return row?.id;
}

/** What a reset mail needs to know of the account an e-mail belongs to. */
export async function findResetTarget(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      active: users.active,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Where and how to write to a user: e-mail, first name, the language of their mail. */
export async function findContact(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The account's own profile (loadClientInfo). */
const profileOf = (db: DbOrTx) =>
  db
    .select({
      ...accountColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      brief: users.brief,
      gender: users.gender,
      hideAtAds: users.hideAtAds,
      isNotify: users.isNotify,
      notifyEmail: users.notifyEmail,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_profile');

/** The account screens' own row (every profile read starts here): prepared once. */
export async function findProfile(db: DbOrTx, id: number) {
  const [row] = await preparedOn(db, 'find_profile', profileOf).execute({ id });
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Which of the unique fields are already taken, in one round trip. */
export async function findConflicts(
  db: DbOrTx,
  v: { username: string; email: string; mobile: string },
): Promise<{ username: boolean; email: boolean; mobile: boolean }> {
  const rows = await db
    .select({ username: users.username, email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(usernameIs(v.username), eq(users.email, v.email), eq(users.mobile, v.mobile)));
  return {
    username: rows.some((r) => r.username.toLowerCase() === v.username.toLowerCase()),
    email: rows.some((r) => r.email === v.email),
    mobile: rows.some((r) => r.mobile === v.mobile),
  };
}

export async function userNumbersTaken(db: DbOrTx, userNumbers: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userNumbers, userNumbers));
  return row !== undefined;
}

export async function insertUser(
  db: DbOrTx,
  user: NewUser,
): Promise<AccountRow & { email: string; firstName: string }> {
  const [row] = await db
    .insert(users)
    .values(user)
    .returning({ ...accountColumns, email: users.email, firstName: users.firstName });
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<NewUser, 'id'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The first active admin's id, if any (the demo story's admin decides its pilots). */
export async function firstActiveAdminId(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, Role.admin), eq(users.active, AccountStatus.active)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id;
}

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, Role.admin))
    .limit(1);
  return row !== undefined;
}

export async function insertSession(
  db: DbOrTx,
  s: {
    userId: number;
    tokenHash: string;
    persistent: boolean;
    expiresAt: Date;
    ip?: string;
    device?: string;
    mfaAt?: Date;
  },
): Promise<number> {
  const [row] = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return row!.id;
}

/** Whether the user opened a session from this address since then. */
export async function signedInFrom(
  db: DbOrTx,
  userId: number,
  ip: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Reset links sent to a user since then (used or not). */
export async function countPasswordResets(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

export interface SessionRow {
  sessionId: number;
  userId: number;
  roleId: number;
  active: number;
  mfaEnabled: boolean;
  mfaAt: Date | null;
  lastUsedAt: Date | null;
}

const liveSession = (db: DbOrTx) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roleId: users.roleId,
      active: users.active,
      mfaEnabled: users.mfaEnabled,
      mfaAt: sessions.mfaAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session');

/** Every signed-in call starts here: prepared once, run with the token's hash. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await preparedOn(db, 'find_live_session', liveSession).execute({ tokenHash, now });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a user, or all but one (the caller's, after a password change or
 * "sign out everywhere else"); answers how many.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertPasswordReset(
  db: DbOrTx,
  r: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(r);
}

/** Kills every outstanding reset link of a user: after a password change none may work. */
export async function expirePasswordResets(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Marks a live reset token used and returns its user, atomically: a link works once. */
export async function consumePasswordReset(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
