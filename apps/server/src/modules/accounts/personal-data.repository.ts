import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import type { DbOrTx } from '../../db/client';
import {
  mfaChallenges,
  mfaFactors,
  passkeyChallenges,
  passwordResets,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/users';
import type { PersonalData } from '../../server-module';

// What the accounts module holds about a person (issue 45, asked by the privacy module): the
// account itself, where they signed in from, their second factors — and how it is erased.

/** The account, without what is no data of theirs to take (the password's hash). */
async function accountOf(db: DbOrTx, userId: number) {
  // A copy of the column set: getTableColumns answers the table's own object, and deleting a
  // key from it would drop the column from every later insert (the first version did).
  const { passwordHash, ...columns } = getTableColumns(users);
  void passwordHash;
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row;
}

/** The e-mail addresses the account used (sign-in and notices), read before it is erased. */
export async function addressesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ email: users.email, notifyEmail: users.notifyEmail })
    .from(users)
    .where(eq(users.id, userId));
  return [row?.email, row?.notifyEmail].filter((a): a is string => Boolean(a));
}

/** The names others see ("Alex M."), by id: all of another person an export may carry. */
export async function namesOf(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export const accountsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => {
    const [account, signIns, secondFactors] = await Promise.all([
      accountOf(db, userId),
      db
        .select({
          id: sessions.id,
          device: sessions.device,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      // What a factor is and when it was used; never its secret or key.
      db
        .select({
          kind: mfaFactors.kind,
          label: mfaFactors.label,
          createdAt: mfaFactors.createdAt,
          confirmedAt: mfaFactors.confirmedAt,
          lastUsedAt: mfaFactors.lastUsedAt,
        })
        .from(mfaFactors)
        .where(eq(mfaFactors.userId, userId)),
    ]);
    return { account, signIns, secondFactors };
  },

  /**
   * The account row stays (Airworks, ratings and messages point at it) as "deleted", never to
   * sign in or be restored; what names or reaches them goes, and every way in.
   */
  erase: async (db, { userId }, at) => {
    await db
      .update(users)
      .set({
        username: `deleted-${userId}`,
        email: `deleted-${userId}@erased.invalid`,
        mobile: null,
        firstName: '',
        lastName: '',
        brief: '',
        notifyEmail: '',
        isNotify: 0,
        passwordHash: '!erased',
        active: AccountStatus.deleted,
        mfaEnabled: false,
        erasedAt: at,
      })
      .where(eq(users.id, userId));
    for (const table of [
      sessions,
      mfaFactors,
      recoveryCodes,
      mfaChallenges,
      passkeyChallenges,
      passwordResets,
    ]) {
      await db.delete(table).where(eq(table.userId, userId));
    }
  },
};
