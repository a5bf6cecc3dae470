import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { paymentFrom } from '@airwork/shared/payments/payment-states';
import { inStates } from '../../db/airwork-states-sql';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { payments } from '../../db/schema/payments';
import { airworkResults } from '../../db/schema/results';

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
        inStates('scheduled', 'inProgress', 'uploading', 'delivered', 'completed'),
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
        inStates('scheduled', 'inProgress', 'uploading'),
      ),
    );
  return rows.map((r) => r.tasksId);
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
    .where(and(inStates('completed'), inArray(payments.state, paymentFrom('capture'))))
    .limit(limit);
  return rows.map((r) => r.id);
}
