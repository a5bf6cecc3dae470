import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { pilotProfiles } from '../../db/schema/pilots';
import { users } from '../../db/schema/users';

export type PilotProfileChanges = Partial<Omit<typeof pilotProfiles.$inferInsert, 'userId'>>;
export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'mobile' | 'brief' | 'isNotify' | 'notifyEmail' | 'active'
  >
>;

const memberColumns = {
  userId: users.id,
  userNumbers: users.userNumbers,
  roleId: users.roleId,
  active: users.active,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profile: pilotProfiles,
};

/** Several members with their profiles, in one query (a list of proposals). */
export async function findMembers(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
}

/** A member's account with, for pilots, their profile (null columns when none yet). */
export async function findMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
export type PilotProfileRow = typeof pilotProfiles.$inferSelect;

/** Locks the member's row for the rest of the transaction (an admin's decision, a submission). */
export async function lockMember(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ roleId: users.roleId, active: users.active, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Writes a pilot's profile, creating it on the first change. */
export async function savePilotProfile(
  db: DbOrTx,
  userId: number,
  changes: PilotProfileChanges,
): Promise<void> {
  const values = { ...changes, updatedAt: new Date() };
  await db
    .insert(pilotProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pilotProfiles.userId, set: values });
}

export async function updateUser(db: DbOrTx, userId: number, changes: UserChanges) {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether another account already uses this e-mail or mobile. */
export async function contactTaken(
  db: DbOrTx,
  userId: number,
  contact: { email?: string; mobile?: string },
) {
  const taken = async (column: typeof users.email | typeof users.mobile, value?: string) => {
    if (value === undefined) return false;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(column, value), sql`${users.id} <> ${userId}`));
    return row !== undefined;
  };
  return {
    email: await taken(users.email, contact.email),
    mobile: await taken(users.mobile, contact.mobile),
  };
}

/** How many Airworks a pilot has completed (status 6). */
/** `completedAirworks` for several pilots, in one query: a pilot with none is absent. */
export async function completedAirworksOf(
  db: DbOrTx,
  pilotIds: number[],
): Promise<Map<number, number>> {
  if (pilotIds.length === 0) return new Map();
  const rows = await db
    .select({ pilotId: airworks.pilotId, n: count() })
    .from(airworks)
    .where(and(inArray(airworks.pilotId, pilotIds), eq(airworks.status, 6)))
    .groupBy(airworks.pilotId);
  return new Map(rows.map((r) => [r.pilotId!, r.n]));
}

export async function completedAirworks(db: DbOrTx, pilotId: number): Promise<number> {
  return (await completedAirworksOf(db, [pilotId])).get(pilotId) ?? 0;
}

/** Where a pilot's payouts go: their chosen method (1 PayPal, 2 e-Transfer, 3 card) and e-mail. */
export async function payoutTargetOf(db: DbOrTx, pilotId: number) {
  const [row] = await db
    .select({ method: pilotProfiles.payoutMethod, email: pilotProfiles.payoutEmail })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.userId, pilotId));
  return row;
}
