import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

// Public profiles and portfolios (issue 23): SQL only; who may see and change what is the
// service's (public-profile.service.ts).

export type PublicProfileChanges = Omit<
  typeof publicProfiles.$inferInsert,
  'userId' | 'updatedAt' | 'avatarUploadId'
> & { avatarUploadId?: string | null };

/** A member's account, public profile (null columns when none) and, for pilots, verification. */
export async function findProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      userNumbers: users.userNumbers,
      roleId: users.roleId,
      active: users.active,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      bio: publicProfiles.bio,
      homeCity: publicProfiles.homeCity,
      homeLatitude: publicProfiles.homeLatitude,
      homeLongitude: publicProfiles.homeLongitude,
      travelKm: publicProfiles.travelKm,
      languages: publicProfiles.languages,
      avatarId: publicProfiles.avatarUploadId,
      avatarThumbId: uploads.thumbnailId,
      certificateType: pilotProfiles.certificateType,
      rpasMake: pilotProfiles.rpasMake,
      capabilities: pilotProfiles.capabilities,
      verification: pilotProfiles.verification,
      decidedAt: pilotProfiles.decidedAt,
    })
    .from(users)
    .leftJoin(publicProfiles, eq(publicProfiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, publicProfiles.avatarUploadId))
    .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Several pilots' photos and home places at once (a client's list of proposals). */
export async function profileFacts(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: publicProfiles.userId,
      homeCity: publicProfiles.homeCity,
      homeLatitude: publicProfiles.homeLatitude,
      homeLongitude: publicProfiles.homeLongitude,
      avatarThumbId: uploads.thumbnailId,
    })
    .from(publicProfiles)
    .leftJoin(uploads, eq(uploads.id, publicProfiles.avatarUploadId))
    .where(inArray(publicProfiles.userId, userIds));
}

/** Writes a member's public profile, creating it on the first save. */
export async function saveProfile(
  db: DbOrTx,
  userId: number,
  changes: PublicProfileChanges,
): Promise<void> {
  const values = { ...changes, updatedAt: new Date() };
  await db
    .insert(publicProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: publicProfiles.userId, set: values });
}

/** A member's portfolio, oldest first (the order they built it in), with each small copy. */
export async function portfolioOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: portfolioItems.id,
      uploadId: portfolioItems.uploadId,
      thumbnailId: uploads.thumbnailId,
      caption: portfolioItems.caption,
    })
    .from(portfolioItems)
    .innerJoin(uploads, eq(uploads.id, portfolioItems.uploadId))
    .where(eq(portfolioItems.userId, userId))
    .orderBy(asc(portfolioItems.id));
}

/** Locks the member's row: two pictures added at once cannot both be the twelfth. */
export async function lockUser(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function portfolioSize(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId));
  return row?.n ?? 0;
}

export async function insertPortfolioItem(
  db: DbOrTx,
  item: { userId: number; uploadId: string; caption: string },
): Promise<number> {
  const [row] = await db.insert(portfolioItems).values(item).returning({ id: portfolioItems.id });
  return row!.id;
}

/** Removes the member's own item; false when it is not theirs (or not there). */
export async function deletePortfolioItem(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<boolean> {
  const gone = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)))
    .returning({ id: portfolioItems.id });
  return gone.length > 0;
}

/** How many Airworks a client posted, and how many of them were completed (status 6). */
export async function clientRecord(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      posted: sql<number>`cast(count(*) as int)`,
      completed: sql<number>`cast(count(*) filter (where ${airworks.status} = 6) as int)`,
    })
    .from(airworks)
    .where(eq(airworks.clientId, clientId));
  return { posted: row?.posted ?? 0, completed: row?.completed ?? 0 };
}
