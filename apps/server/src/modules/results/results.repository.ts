import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworkResults } from '../../db/schema/results';

export type NewResult = Omit<typeof airworkResults.$inferInsert, 'id'>;
export type ResultRow = typeof airworkResults.$inferSelect;

/** Records a merged file; merging the same upload again returns the first record. */
export async function insertResult(db: DbOrTx, r: NewResult): Promise<ResultRow> {
  const [row] = await db.insert(airworkResults).values(r).onConflictDoNothing().returning();
  if (row) return row;
  const [known] = await db
    .select()
    .from(airworkResults)
    .where(
      and(eq(airworkResults.airworkId, r.airworkId), eq(airworkResults.identifier, r.identifier)),
    );
  return known!;
}

export async function findByIdentifier(db: DbOrTx, airworkId: number, identifier: string) {
  const [row] = await db
    .select()
    .from(airworkResults)
    .where(and(eq(airworkResults.airworkId, airworkId), eq(airworkResults.identifier, identifier)));
  return row;
}

export async function listResults(db: DbOrTx, airworkId: number): Promise<ResultRow[]> {
  return db
    .select()
    .from(airworkResults)
    .where(eq(airworkResults.airworkId, airworkId))
    .orderBy(asc(airworkResults.id));
}

export async function findResult(db: DbOrTx, id: number): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(airworkResults).where(eq(airworkResults.id, id));
  return row;
}

/** How many result files an Airwork has. */
export async function resultCount(db: DbOrTx, airworkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(airworkResults)
    .where(eq(airworkResults.airworkId, airworkId));
  return row?.n ?? 0;
}
