import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classifiedPhotos, classifieds } from '../../db/schema/classifieds';
import { users } from '../../db/schema/users';

export interface ClassifiedFilter {
  /** Already decided by the service: undefined means no name filter. */
  namePattern?: string;
  category?: number;
  voivodeship?: number;
  userId?: number;
}

export interface ClassifiedRow {
  id: string;
  name: string;
  description: string;
  category: number;
  voivodeship: number;
  premium: number;
  createdAt: Date;
  username: string;
}

function where(f: ClassifiedFilter): SQL | undefined {
  return and(
    f.namePattern === undefined ? undefined : ilike(classifieds.name, f.namePattern),
    f.category === undefined ? undefined : eq(classifieds.category, f.category),
    f.voivodeship === undefined ? undefined : eq(classifieds.voivodeship, f.voivodeship),
    f.userId === undefined ? undefined : eq(classifieds.userId, f.userId),
  );
}

const columns = {
  id: classifieds.id,
  name: classifieds.name,
  description: classifieds.description,
  category: classifieds.category,
  voivodeship: classifieds.voivodeship,
  premium: classifieds.premium,
  createdAt: classifieds.createdAt,
  username: users.username,
};

export async function searchClassifieds(
  db: DbOrTx,
  filter: ClassifiedFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ClassifiedRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(classifieds)
      .innerJoin(users, eq(users.id, classifieds.userId))
      .where(where(filter))
      // Top-of-page ads (premium 2 and 3) first, then newest first; id breaks ties stably.
      .orderBy(
        sql`(${classifieds.premium} >= 2) DESC`,
        desc(classifieds.createdAt),
        desc(classifieds.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(classifieds).where(where(filter)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findClassified(
  db: DbOrTx,
  id: string,
): Promise<
  (ClassifiedRow & { email: string; mobile: string | null; hideAtAds: number }) | undefined
> {
  const [row] = await db
    .select({ ...columns, email: users.email, mobile: users.mobile, hideAtAds: users.hideAtAds })
    .from(classifieds)
    .innerJoin(users, eq(users.id, classifieds.userId))
    .where(eq(classifieds.id, id));
  return row;
}

export async function insertClassified(
  db: DbOrTx,
  c: typeof classifieds.$inferInsert,
): Promise<void> {
  await db.insert(classifieds).values(c);
}

export async function countClassifieds(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(classifieds);
  return row?.total ?? 0;
}

/** The ad's owner, locking the ad's row until the transaction ends (photo count checks). */
export async function lockClassifiedOwner(db: DbOrTx, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: classifieds.userId })
    .from(classifieds)
    .where(eq(classifieds.id, id))
    .for('update');
  return row?.userId;
}

export async function countPhotos(db: DbOrTx, classifiedId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(classifiedPhotos)
    .where(eq(classifiedPhotos.classifiedId, classifiedId));
  return row?.total ?? 0;
}

export async function insertPhoto(
  db: DbOrTx,
  photo: typeof classifiedPhotos.$inferInsert,
): Promise<void> {
  await db.insert(classifiedPhotos).values(photo);
}

/** Photo ids of these ads, oldest first, grouped by ad. */
export async function photoIdsOf(
  db: DbOrTx,
  classifiedIds: string[],
): Promise<Map<string, string[]>> {
  const byAd = new Map<string, string[]>();
  if (classifiedIds.length === 0) return byAd;
  const rows = await db
    .select({ id: classifiedPhotos.id, classifiedId: classifiedPhotos.classifiedId })
    .from(classifiedPhotos)
    .where(inArray(classifiedPhotos.classifiedId, classifiedIds))
    .orderBy(asc(classifiedPhotos.createdAt), asc(classifiedPhotos.id));
  for (const r of rows) byAd.set(r.classifiedId, [...(byAd.get(r.classifiedId) ?? []), r.id]);
  return byAd;
}

export async function findPhoto(
  db: DbOrTx,
  id: string,
): Promise<{ storageKey: string; contentType: string } | undefined> {
  const [row] = await db
    .select({ storageKey: classifiedPhotos.storageKey, contentType: classifiedPhotos.contentType })
    .from(classifiedPhotos)
    .where(eq(classifiedPhotos.id, id));
  return row;
}
