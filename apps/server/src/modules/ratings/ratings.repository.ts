import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkTransitions, ratings } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';

/**
 * The average of the ratings a user received that are visible by `now` (one decimal), and how
 * many there are. Hidden ones (double-blind, not yet revealed) count for neither.
 */
export async function ratingSummary(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ totalRating: number; totalRateCount: number }> {
  return (await ratingSummaries(db, [userId], now)).get(userId)!;
}

/** `ratingSummary` for several users at once, in one query: users with none get 0 and 0. */
export async function ratingSummaries(
  db: DbOrTx,
  userIds: number[],
  now: Date,
): Promise<Map<number, { totalRating: number; totalRateCount: number }>> {
  const summaries = new Map(userIds.map((id) => [id, { totalRating: 0, totalRateCount: 0 }]));
  if (userIds.length === 0) return summaries;
  const rows = await db
    .select({
      userId: ratings.toUserId,
      average: sql<string | null>`round(avg(${ratings.rating}), 1)`,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(ratings)
    .where(
      and(
        inArray(ratings.toUserId, userIds),
        isNotNull(ratings.visibleAt),
        lte(ratings.visibleAt, now),
      ),
    )
    .groupBy(ratings.toUserId);
  for (const r of rows)
    summaries.set(r.userId, { totalRating: Number(r.average ?? 0), totalRateCount: r.n });
  return summaries;
}

/**
 * The moves after which the two sides rate each other: the results delivered, or a dispute
 * decided (issue 25: a refund ends the work too, and both may still say how it went).
 */
const RATEABLE_AFTER = ['complete', 'settle', 'refund'];

/** When the results of an Airwork were first delivered (or its dispute decided), if ever. */
export async function firstDelivery(db: DbOrTx, airworkId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: airworkTransitions.createdAt })
    .from(airworkTransitions)
    .where(
      and(
        eq(airworkTransitions.airworkId, airworkId),
        inArray(airworkTransitions.action, RATEABLE_AFTER),
      ),
    )
    .orderBy(asc(airworkTransitions.id))
    .limit(1);
  return row?.at;
}

/**
 * The latest Airwork `from` and `to` worked on together (either as client, the other as pilot)
 * whose results were delivered and that `from` has not rated yet: what the spec's `rating/add`,
 * which names no Airwork, rates.
 */
export async function latestAwaitingRating(
  db: DbOrTx,
  fromUserId: number,
  toUserId: number,
): Promise<number | undefined> {
  const together = sql`((${airworks.clientId} = ${fromUserId} and ${airworks.pilotId} = ${toUserId})
    or (${airworks.pilotId} = ${fromUserId} and ${airworks.clientId} = ${toUserId}))`;
  const delivered = sql`exists (select 1 from ${airworkTransitions}
    where ${airworkTransitions.airworkId} = ${airworks.id}
      and ${inArray(airworkTransitions.action, RATEABLE_AFTER)})`;
  const unrated = sql`not exists (select 1 from ${ratings}
    where ${ratings.airworkId} = ${airworks.id} and ${ratings.fromUserId} = ${fromUserId})`;
  const [row] = await db
    .select({ id: airworks.id })
    .from(airworks)
    .where(and(together, delivered, unrated))
    .orderBy(desc(airworks.id))
    .limit(1);
  return row?.id;
}

/** Adds a rating; false when this side already rated this Airwork. */
export async function insertRating(db: DbOrTx, r: typeof ratings.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(ratings)
    .values(r)
    .onConflictDoNothing()
    .returning({ id: ratings.id });
  return rows.length === 1;
}

/** Both ratings of an Airwork show from `at` (the second side rated). */
export async function revealBoth(db: DbOrTx, airworkId: number, at: Date): Promise<void> {
  await db.update(ratings).set({ visibleAt: at }).where(eq(ratings.airworkId, airworkId));
}

export async function ratingsOfTask(db: DbOrTx, airworkId: number) {
  return db.select().from(ratings).where(eq(ratings.airworkId, airworkId));
}

/** The ratings a user received that show by `now` (double-blind ones once revealed). */
const visibleTo = (userId: number, now: Date) =>
  and(eq(ratings.toUserId, userId), isNotNull(ratings.visibleAt), lte(ratings.visibleAt, now));

/**
 * The latest visible ratings a user received, with the reviewer's names (for their display
 * name) and the Airwork's title: a public profile's reviews.
 */
export async function latestReviews(db: DbOrTx, userId: number, now: Date, limit: number) {
  const from = alias(users, 'reviewer');
  return db
    .select({
      rating: ratings.rating,
      comments: ratings.comments,
      firstName: from.firstName,
      lastName: from.lastName,
      taskTitle: airworks.title,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(from, eq(from.id, ratings.fromUserId))
    .innerJoin(airworks, eq(airworks.id, ratings.airworkId))
    .where(visibleTo(userId, now))
    .orderBy(desc(ratings.id))
    .limit(limit);
}

/** The visible ratings a user received, newest first, with the Airwork's title. */
export async function receivedRatings(
  db: DbOrTx,
  userId: number,
  now: Date,
  page: { limit: number; offset: number },
) {
  const visible = visibleTo(userId, now);
  const rows = await db
    .select({
      rating: ratings.rating,
      comments: ratings.comments,
      fromRole: users.roleId,
      taskTitle: airworks.title,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.fromUserId))
    .innerJoin(airworks, eq(airworks.id, ratings.airworkId))
    .where(visible)
    .orderBy(desc(ratings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(ratings)
    .where(visible);
  return { total: n, rows };
}
