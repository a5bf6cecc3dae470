import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkTransitions } from '../../db/schema/hiring';
import { payments } from '../../db/schema/payments';
import { airworkResults } from '../../db/schema/results';
import { users } from '../../db/schema/users';

/** An Airwork as the delivery rules need it, locked for the rest of the transaction. */
const deliveryColumns = {
  id: airworks.id,
  clientId: airworks.clientId,
  pilotId: airworks.pilotId,
  status: airworks.status,
  tasksId: airworks.tasksId,
  title: airworks.title,
  scheduledOn: airworks.scheduledOn,
  completedAt: airworks.completedAt,
  acceptedAt: airworks.acceptedAt,
};

export async function lockForDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(airworks)
    .where(eq(airworks.id, id))
    .for('update');
  return row;
}
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof lockForDelivery>>>;

/** The Airwork's delivery facts, unlocked: for telling its parties what just happened. */
export async function deliveryFacts(db: DbOrTx, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select(deliveryColumns).from(airworks).where(eq(airworks.id, id));
  return row;
}

/** The parties of an Airwork, unlocked (who may read its record and results). */
export async function parties(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ clientId: airworks.clientId, pilotId: airworks.pilotId, status: airworks.status })
    .from(airworks)
    .where(eq(airworks.id, id));
  return row;
}

/** The pilot's flight days, soonest first, of Airworks not cancelled. */
export async function pilotSchedules(db: DbOrTx, pilotId: number) {
  return db
    .select({
      tasksId: airworks.id,
      taskNumber: airworks.tasksId,
      taskTitle: airworks.title,
      schedule: airworks.scheduledOn,
      status: airworks.status,
    })
    .from(airworks)
    .where(
      and(
        eq(airworks.pilotId, pilotId),
        sql`${airworks.scheduledOn} is not null`,
        inArray(airworks.status, [3, 4, 5, 6]),
      ),
    )
    .orderBy(asc(airworks.scheduledOn), asc(airworks.id))
    .limit(500);
}

/** The pilot's other Airworks flown on `day` (a second one that day gets a warning). */
export async function sameDay(db: DbOrTx, pilotId: number, day: string, exceptId: number) {
  const rows = await db
    .select({ tasksId: airworks.tasksId })
    .from(airworks)
    .where(
      and(
        eq(airworks.pilotId, pilotId),
        eq(airworks.scheduledOn, day),
        ne(airworks.id, exceptId),
        inArray(airworks.status, [3, 4, 5]),
      ),
    );
  return rows.map((r) => r.tasksId);
}

/** The recorded changes of an Airwork, oldest first, with the acting user's role. */
export async function transitions(db: DbOrTx, airworkId: number) {
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

/** The note of the latest transition by `action` (the pilot's note to the client …). */
export async function latestNote(db: DbOrTx, airworkId: number, action: string) {
  const [row] = await db
    .select({ note: airworkTransitions.note, createdAt: airworkTransitions.createdAt })
    .from(airworkTransitions)
    .where(and(eq(airworkTransitions.airworkId, airworkId), eq(airworkTransitions.action, action)))
    .orderBy(desc(airworkTransitions.id))
    .limit(1);
  return row;
}

/**
 * Scheduled Airworks whose flight day is `today` or before, locked; rows another instance
 * holds are skipped, so each is started by one instance only.
 */
export async function lockDueToStart(db: DbOrTx, today: string, limit: number) {
  return db
    .select(deliveryColumns)
    .from(airworks)
    .where(and(eq(airworks.status, 3), lte(airworks.scheduledOn, today)))
    .orderBy(asc(airworks.scheduledOn))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Completed, undecided Airworks submitted at or before `before`, locked the same way. */
export async function lockDueToAccept(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: airworks.id })
    .from(airworks)
    .where(
      and(eq(airworks.status, 6), isNull(airworks.acceptedAt), lte(airworks.completedAt, before)),
    )
    .orderBy(asc(airworks.completedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** How many result files an Airwork has. */
export async function resultCount(db: DbOrTx, airworkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(airworkResults)
    .where(eq(airworkResults.airworkId, airworkId));
  return row?.n ?? 0;
}

/** Accepted Airworks whose held money was not captured yet (the provider failed): retried. */
export async function acceptedStillHeld(db: DbOrTx, limit: number) {
  const rows = await db
    .selectDistinct({ id: airworks.id })
    .from(airworks)
    .innerJoin(payments, eq(payments.airworkId, airworks.id))
    .where(and(eq(airworks.status, 6), isNotNull(airworks.acceptedAt), eq(payments.state, 'held')))
    .limit(limit);
  return rows.map((r) => r.id);
}
