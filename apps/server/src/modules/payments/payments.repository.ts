import { and, count, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import {
  CHARGED,
  EVER_CHARGED,
  paymentFrom,
  paymentMove,
} from '@airwork/shared/payments/payment-states';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';
import type { DbOrTx } from '../../db/client';
import { inStates } from '../../db/airwork-states-sql';
import { airworks } from '../../db/schema/airworks';
import { paymentEvents, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'updatedAt'>;

export async function insertPayment(db: DbOrTx, p: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(p).returning();
  return row!;
}

/** The payment for a provider's order, locked for the rest of the transaction. */
export async function lockByOrder(db: DbOrTx, provider: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.orderId, orderId)))
    .for('update');
  return row;
}

export async function lockByAuthorization(db: DbOrTx, provider: string, authorizationId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.authorizationId, authorizationId)))
    .for('update');
  return row;
}

/** The Airwork's money in one of `states`, newest first, locked. */
export async function lockInStates(db: DbOrTx, airworkId: number, states: readonly PaymentState[]) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.airworkId, airworkId), inArray(payments.state, states)))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row;
}

/** The Airwork's latest payment that got past "created", or else its latest at all. */
export async function latestPayment(db: DbOrTx, airworkId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.airworkId, airworkId))
    .orderBy(desc(payments.id));
  // An order never approved says less than the hold before it.
  return rows.find((r) => !paymentMove('authorize', r.state)) ?? rows[0];
}

/** `latestPayment` of each Airwork in `airworkIds` (a page of a list). */
export async function latestPayments(db: DbOrTx, airworkIds: number[]) {
  if (airworkIds.length === 0) return new Map<number, PaymentRow>();
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.airworkId, airworkIds))
    .orderBy(desc(payments.id));
  const latest = new Map<number, PaymentRow>();
  for (const id of airworkIds) {
    const mine = rows.filter((r) => r.airworkId === id);
    const row = mine.find((r) => !paymentMove('authorize', r.state)) ?? mine[0];
    if (row) latest.set(id, row);
  }
  return latest;
}

/**
 * A dispute's split: the Airwork's held payment will capture `cents` (less than the hold) and
 * release the rest. Written in the decision's transaction, so a retried capture takes the same.
 */
export async function limitCapture(db: DbOrTx, airworkId: number, cents: number) {
  await db
    .update(payments)
    .set({ captureCents: cents, updatedAt: new Date() })
    .where(and(eq(payments.airworkId, airworkId), inArray(payments.state, paymentFrom('capture'))));
}

/** A payment's changes that are not a move: a move goes through `recordPayment` (its ledger). */
export type PaymentChanges = Partial<Omit<PaymentRow, 'id' | 'state' | 'ledgerState'>>;

export async function updatePayment(
  db: DbOrTx,
  id: number,
  changes: PaymentChanges,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** A move of the payment, with the state its ledger entries were posted up to (payment-ledger.ts). */
export async function writeMove(
  db: DbOrTx,
  id: number,
  changes: PaymentChanges & { state: PaymentState },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...changes, ledgerState: changes.state, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** Payments whose state is ahead of their ledger (made before it), locked, a batch at a time. */
export async function lockBehindLedger(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(payments)
    .where(sql`${payments.ledgerState} <> ${payments.state}`)
    .orderBy(payments.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks a payment's ledger posted up to its state. */
export async function markLedgered(db: DbOrTx, id: number, state: PaymentState): Promise<void> {
  await db.update(payments).set({ ledgerState: state }).where(eq(payments.id, id));
}

/**
 * Marks a provider call in flight (or none). `updated_at` stays: the authorization's request id
 * is built from it and must be the same when a timed-out call is made again.
 */
export async function markProviderCall(
  db: DbOrTx,
  id: number,
  call: string | null,
  until: Date | null,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerCall: call, providerCallUntil: until })
    .where(eq(payments.id, id));
}

export async function paymentById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Marks a provider event as seen; false when it had been seen already (a replay). */
export async function firstDelivery(
  db: DbOrTx,
  provider: string,
  eventId: string,
  eventType: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, eventType })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

/** The ways a client paid, as their Airworks record them (a card: brand and last four only). */
export async function methodsOnFile(db: DbOrTx, clientId: number) {
  // A card is one method however it was chosen (typed, or as the default); "decide later"
  // without a card is no method at all, and is not listed (issue 23).
  const method = sql<number>`case when ${airworks.cardLast4} is not null then 3 else ${airworks.paymentMethod} end`;
  return db
    .select({
      method: method.mapWith(Number),
      brand: airworks.cardBrand,
      last4: airworks.cardLast4,
      lastUsedAt: max(airworks.createdAt).mapWith((v) => new Date(String(v))),
      airworks: count(),
    })
    .from(airworks)
    .where(
      and(
        eq(airworks.clientId, clientId),
        or(isNotNull(airworks.cardLast4), eq(airworks.paymentMethod, 2)),
      ),
    )
    .groupBy(method, airworks.cardBrand, airworks.cardLast4)
    .orderBy(desc(max(airworks.createdAt)));
}

/** A client's payments with their Airworks, newest first, one page, and how many in all. */
export async function clientPayments(
  db: DbOrTx,
  clientId: number,
  page: { limit: number; offset: number },
) {
  const mine = eq(airworks.clientId, clientId);
  const [rows, [all]] = await Promise.all([
    db
      .select({
        taskId: airworks.id,
        tasksId: airworks.tasksId,
        title: airworks.title,
        part: payments.part,
        state: payments.state,
        provider: payments.provider,
        cardBrand: payments.cardBrand,
        cardLast4: payments.cardLast4,
        amountCents: payments.amountCents,
        taxCents: payments.taxCents,
        captureCents: payments.captureCents,
        authorizedAt: payments.authorizedAt,
        province: airworks.province,
        currency: payments.currency,
        createdAt: payments.createdAt,
        settledAt:
          sql<Date | null>`coalesce(${payments.capturedAt}, ${payments.releasedAt})`.mapWith((v) =>
            v === null ? null : new Date(String(v)),
          ),
      })
      .from(payments)
      .innerJoin(airworks, eq(airworks.id, payments.airworkId))
      .where(mine)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(airworks, eq(airworks.id, payments.airworkId))
      .where(mine),
  ]);
  return { rows, total: all?.n ?? 0 };
}

/** The Airwork's latest payment that was ever charged (what a receipt prints), if any. */
export async function chargedPayment(db: DbOrTx, airworkId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.airworkId, airworkId), inArray(payments.state, [...EVER_CHARGED])))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/** The most captured payments a history reads (its totals per year are counted over them). */
const HISTORY_CAP = 10_000;

/** The captured payments of the Airworks a user paid for (client) or flew (pilot), newest first. */
export async function capturedFor(db: DbOrTx, userId: number, side: 'client' | 'pilot') {
  return db
    .select({
      taskId: airworks.id,
      tasksId: airworks.tasksId,
      title: airworks.title,
      province: airworks.province,
      amountCents: payments.amountCents,
      captureCents: payments.captureCents,
      feeBasisPoints: payments.feeBasisPoints,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .innerJoin(airworks, eq(airworks.id, payments.airworkId))
    .where(
      and(
        eq(side === 'client' ? airworks.clientId : airworks.pilotId, userId),
        inArray(payments.state, [...CHARGED]),
      ),
    )
    .orderBy(desc(payments.capturedAt), desc(payments.id))
    .limit(HISTORY_CAP);
}

/** Accepted Airworks whose held money was not captured yet (the provider failed): retried. */
export async function acceptedStillHeld(db: DbOrTx, limit: number) {
  const rows = await db
    .selectDistinct({ id: airworks.id })
    .from(airworks)
    .innerJoin(payments, eq(payments.airworkId, airworks.id))
    .where(and(inStates('completed'), inArray(payments.state, paymentFrom('capture'))))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every payment whose money was taken and kept, with what its pilot's share is computed from. */
export async function capturedForShares(db: DbOrTx) {
  return db
    .select({
      paymentId: payments.id,
      pilotId: airworks.pilotId,
      chargedCents:
        sql<number>`coalesce(${payments.captureCents}, ${payments.amountCents})`.mapWith(Number),
      province: airworks.province,
      feeBasisPoints: payments.feeBasisPoints,
    })
    .from(payments)
    .innerJoin(airworks, eq(airworks.id, payments.airworkId))
    .where(
      and(inArray(payments.state, [...CHARGED]), sql`${payments.ledgerState} = ${payments.state}`),
    );
}

/** What is held right now, in cents, over every payment the ledger has caught up with. */
export async function heldNow(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${payments.amountCents})` })
    .from(payments)
    .where(
      and(
        inArray(payments.state, paymentFrom('capture')),
        sql`${payments.ledgerState} = ${payments.state}`,
      ),
    );
  return Number(row?.sum ?? 0);
}

/** A pilot's shares captured since a moment (still in their hold), with what each is made of. */
export async function sharesCapturedSince(db: DbOrTx, pilotId: number, since: Date) {
  return db
    .select({
      chargedCents:
        sql<number>`coalesce(${payments.captureCents}, ${payments.amountCents})`.mapWith(Number),
      province: airworks.province,
      feeBasisPoints: payments.feeBasisPoints,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .innerJoin(airworks, eq(airworks.id, payments.airworkId))
    .where(
      and(
        eq(airworks.pilotId, pilotId),
        inArray(payments.state, [...CHARGED]),
        sql`${payments.capturedAt} > ${since}`,
      ),
    );
}
