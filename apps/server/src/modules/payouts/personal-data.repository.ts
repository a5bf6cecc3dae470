import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema/payouts';
import type { PersonalData } from '../../server-module';

// What the payouts module holds about a person (issue 48): the payouts made to them.

export const payoutsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    payouts: await db.select().from(payouts).where(eq(payouts.pilotId, userId)),
  }),
  keeps: 'payouts stay as made: the business’s books and the pilot’s tax records',
};
