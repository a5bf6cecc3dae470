import { and, eq, not, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inStates } from '../../db/airwork-states-sql';
import { airworks } from '../../db/schema/airworks';
import type { PersonalData } from '../../server-module';

// What the airworks module holds about a person (issue 45): the Airworks they posted. They stay
// when the person goes (the pilot who flew one, its money and its papers point at them); what
// the client attached to the posting goes.

/** Their Airworks, as client or hired pilot, not yet finished (cancelled, or completed). */
export async function unfinishedAirworksOf(db: DbOrTx, userId: number) {
  return db
    .select({
      taskId: airworks.id,
      tasksId: airworks.tasksId,
      title: airworks.title,
      status: airworks.status,
    })
    .from(airworks)
    .where(
      and(
        or(eq(airworks.clientId, userId), eq(airworks.pilotId, userId)),
        not(inStates('cancelled', 'completed')),
      ),
    )
    .orderBy(airworks.id);
}

/** The Airworks a person posted or flew, by id: whose money and papers are theirs too. */
export async function airworkIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: airworks.id })
    .from(airworks)
    .where(or(eq(airworks.clientId, userId), eq(airworks.pilotId, userId)));
  return rows.map((r) => r.id);
}

export const airworksPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    posted: await db.select().from(airworks).where(eq(airworks.clientId, userId)),
  }),
  erase: async (db, { userId }) => {
    await db.update(airworks).set({ attachmentKey: null }).where(eq(airworks.clientId, userId));
  },
};
