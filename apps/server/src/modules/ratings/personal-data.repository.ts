import { eq } from 'drizzle-orm';
import { ratings } from '../../db/schema/hiring';
import type { PersonalData } from '../../server-module';

// What the ratings module holds about a person (issue 45): the ratings they gave.

export const ratingsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    given: await db.select().from(ratings).where(eq(ratings.fromUserId, userId)),
  }),
  keeps:
    'ratings given and received stay: they are the other side’s record of an Airwork, shown under “a deleted account”',
};
