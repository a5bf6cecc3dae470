import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratings } from '../../db/schema/hiring';

/**
 * The average of the ratings a user received that are visible by `now` (one decimal), and how
 * many there are. Hidden ones (double-blind, not yet revealed) count for neither.
 */
export async function ratingSummary(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ totalRating: number; totalRateCount: number }> {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${ratings.rating}), 1)`,
      n: sql<number>`cast(count(*) as int)`,
    })
    .from(ratings)
    .where(
      and(eq(ratings.toUserId, userId), isNotNull(ratings.visibleAt), lte(ratings.visibleAt, now)),
    );
  return { totalRating: Number(row?.average ?? 0), totalRateCount: row?.n ?? 0 };
}
