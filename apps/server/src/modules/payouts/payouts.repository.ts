import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PayoutState } from '@airwork/shared/payouts/payout.calls';
import type { DbOrTx } from '../../db/client';
import { payouts } from '../../db/schema/payouts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = Omit<typeof payouts.$inferInsert, 'id'>;

/** One pilot's payouts are made one at a time: two runs at once make one payout, not two. */
export async function lockPilotPayouts(tx: DbOrTx, pilotId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4801, ${pilotId})`);
}

export async function insertPayout(tx: DbOrTx, p: NewPayout): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(p).returning();
  return row!;
}

/** Moves a payout from one state to another; false when it was not in `from` any more. */
export async function movePayout(
  tx: DbOrTx,
  id: number,
  from: readonly PayoutState[],
  changes: Partial<Omit<PayoutRow, 'id'>> & { state: PayoutState },
): Promise<boolean> {
  const moved = await tx
    .update(payouts)
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where(and(eq(payouts.id, id), inArray(payouts.state, [...from])))
    .returning({ id: payouts.id });
  return moved.length > 0;
}

/** A pilot's payouts in some states, summed. */
export async function sumOf(db: DbOrTx, pilotId: number, states: readonly PayoutState[]) {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${payouts.amountCents})` })
    .from(payouts)
    .where(and(eq(payouts.pilotId, pilotId), inArray(payouts.state, [...states])));
  return Number(row?.sum ?? 0);
}

/** Payouts in these states, oldest first (to send, or to ask about). */
export async function payoutsIn(db: DbOrTx, states: readonly PayoutState[], limit: number) {
  return db
    .select()
    .from(payouts)
    .where(inArray(payouts.state, [...states]))
    .orderBy(payouts.id)
    .limit(limit);
}

export async function pageOf(db: DbOrTx, pilotId: number, page: { limit: number; offset: number }) {
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(eq(payouts.pilotId, pilotId))
      .orderBy(desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payouts).where(eq(payouts.pilotId, pilotId)),
  ]);
  return { rows, total: all?.n ?? 0 };
}

export async function payoutById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/** Every pilot's payouts summed by state (ledger:check). */
export async function payoutSums(db: DbOrTx) {
  const rows = await db
    .select({
      pilotId: payouts.pilotId,
      state: payouts.state,
      sum: sql<string>`sum(${payouts.amountCents})`,
    })
    .from(payouts)
    .groupBy(payouts.pilotId, payouts.state);
  return rows.map((r) => ({ pilotId: r.pilotId, state: r.state, cents: Number(r.sum) }));
}

/** The pilot's latest payout, if any. */
export async function latestPayout(db: DbOrTx, pilotId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.pilotId, pilotId))
    .orderBy(desc(payouts.id))
    .limit(1);
  return row;
}
