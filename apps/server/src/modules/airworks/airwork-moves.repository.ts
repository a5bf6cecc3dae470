import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inStates } from '../../db/airwork-states-sql';
import { airworks } from '../../db/schema/airworks';
import { airworkTransitions } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';
import { alias } from 'drizzle-orm/pg-core';

// An Airwork's moves as the database sees them: the row locked for a move, the clock's due
// rows, the status change (one winner) and its record in the timeline.

/** An Airwork as its moves need it: its parties, where it stands, what a notice names. */
const lockedColumns = {
  id: airworks.id,
  clientId: airworks.clientId,
  pilotId: airworks.pilotId,
  status: airworks.status,
  tasksId: airworks.tasksId,
  title: airworks.title,
  salaryCents: airworks.salaryCents,
  scheduledOn: airworks.scheduledOn,
  completedAt: airworks.completedAt,
  acceptedAt: airworks.acceptedAt,
};

/** Locks the Airwork's row for the rest of the transaction and tells its parties and state. */
export async function lockAirwork(db: DbOrTx, id: number) {
  const [row] = await db
    .select(lockedColumns)
    .from(airworks)
    .where(eq(airworks.id, id))
    .for('update');
  return row;
}
export type LockedAirwork = NonNullable<Awaited<ReturnType<typeof lockAirwork>>>;

/** The same facts, unlocked: for telling the parties what just happened. */
export async function airworkFacts(db: DbOrTx, id: number): Promise<LockedAirwork | undefined> {
  const [row] = await db.select(lockedColumns).from(airworks).where(eq(airworks.id, id));
  return row;
}

/** What a payment needs to know of its Airwork: its parties, price, place and card on file. */
export async function airworkForPayment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: airworks.id,
      tasksId: airworks.tasksId,
      title: airworks.title,
      clientId: airworks.clientId,
      pilotId: airworks.pilotId,
      status: airworks.status,
      acceptedAt: airworks.acceptedAt,
      salaryCents: airworks.salaryCents,
      province: airworks.province,
      paymentMethod: airworks.paymentMethod,
      cardBrand: airworks.cardBrand,
      cardLast4: airworks.cardLast4,
    })
    .from(airworks)
    .where(eq(airworks.id, id));
  return row;
}

/**
 * The Airwork with its two parties' names, unlocked: what a page or a paper about it names (a
 * dispute, a receipt, the rating page). No pilot yet: the pilot's names are null.
 */
export async function airworkWithNames(db: DbOrTx, id: number) {
  const clients = alias(users, 'named_client');
  const pilots = alias(users, 'named_pilot');
  const [row] = await db
    .select({
      id: airworks.id,
      tasksId: airworks.tasksId,
      title: airworks.title,
      status: airworks.status,
      province: airworks.province,
      scheduledOn: airworks.scheduledOn,
      clientId: airworks.clientId,
      pilotId: airworks.pilotId,
      clientFirst: clients.firstName,
      clientLast: clients.lastName,
      pilotFirst: pilots.firstName,
      pilotLast: pilots.lastName,
    })
    .from(airworks)
    .innerJoin(clients, eq(clients.id, airworks.clientId))
    .leftJoin(pilots, eq(pilots.id, airworks.pilotId))
    .where(eq(airworks.id, id));
  return row;
}

/** The parties of an Airwork and its status, unlocked (who may read its record and results). */
export async function airworkParties(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ clientId: airworks.clientId, pilotId: airworks.pilotId, status: airworks.status })
    .from(airworks)
    .where(eq(airworks.id, id));
  return row;
}

/**
 * Scheduled Airworks whose flight day is `today` or before, locked; rows another instance
 * holds are skipped, so each is started by one instance only.
 */
export async function lockDueToStart(db: DbOrTx, today: string, limit: number) {
  return db
    .select(lockedColumns)
    .from(airworks)
    .where(and(inStates('scheduled'), lte(airworks.scheduledOn, today)))
    .orderBy(asc(airworks.scheduledOn))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Delivered Airworks nobody decided on, submitted at or before `before`, locked the same way. */
export async function lockDueToAccept(db: DbOrTx, before: Date, limit: number) {
  return db
    .select(lockedColumns)
    .from(airworks)
    .where(and(inStates('delivered'), lte(airworks.completedAt, before)))
    .orderBy(asc(airworks.completedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Fields a status change may set with it (the pilot, the flight day, the delivery times, the
 * price agreed with the hired pilot).
 */
export type StatusPatch = Partial<
  Pick<
    typeof airworks.$inferInsert,
    'pilotId' | 'scheduledOn' | 'completedAt' | 'acceptedAt' | 'salaryCents'
  >
>;

/**
 * Moves an Airwork from one status to another only if it is still in the first (one winner),
 * with what changes beside it.
 */
export async function changeStatus(
  db: DbOrTx,
  id: number,
  from: number,
  to: number,
  patch: StatusPatch = {},
): Promise<boolean> {
  const rows = await db
    .update(airworks)
    .set({ status: to, updatedAt: new Date(), ...patch })
    .where(and(eq(airworks.id, id), eq(airworks.status, from)))
    .returning({ id: airworks.id });
  return rows.length === 1;
}

/** `createdAt` is the rules' clock (deps.now), not the database's: a moved clock moves the record. */
export type NewTransition = Omit<typeof airworkTransitions.$inferInsert, 'id' | 'createdAt'> & {
  createdAt: Date;
};

export async function recordTransition(db: DbOrTx, t: NewTransition): Promise<void> {
  await db.insert(airworkTransitions).values(t);
}

/** The Airwork's timeline, oldest first, with the acting user's role. */
export async function timelineOf(db: DbOrTx, airworkId: number) {
  return db
    .select({
      action: airworkTransitions.action,
      fromStatus: airworkTransitions.fromStatus,
      toStatus: airworkTransitions.toStatus,
      actorId: airworkTransitions.actorId,
      actorRole: users.roleId,
      note: airworkTransitions.note,
      priceCents: airworkTransitions.priceCents,
      createdAt: airworkTransitions.createdAt,
    })
    .from(airworkTransitions)
    .leftJoin(users, eq(users.id, airworkTransitions.actorId))
    .where(eq(airworkTransitions.airworkId, airworkId))
    .orderBy(asc(airworkTransitions.id));
}

/** Whether the timeline holds this record (by whom, what, with which note) since `since`. */
export async function recordedSince(
  db: DbOrTx,
  r: { airworkId: number; actorId: number; action: string; note: string },
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: airworkTransitions.id })
    .from(airworkTransitions)
    .where(
      and(
        eq(airworkTransitions.airworkId, r.airworkId),
        eq(airworkTransitions.actorId, r.actorId),
        eq(airworkTransitions.action, r.action),
        eq(airworkTransitions.note, r.note),
        gte(airworkTransitions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
