import { eq } from 'drizzle-orm';
import { disputes, disputeStatements } from '../../db/schema/disputes';
import type { PersonalData } from '../../server-module';

// What the disputes module holds about a person (issue 45): the disputes they opened and what
// they wrote in any.

export const disputesPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => {
    const [opened, statements] = await Promise.all([
      db.select().from(disputes).where(eq(disputes.openedBy, userId)),
      db.select().from(disputeStatements).where(eq(disputeStatements.authorId, userId)),
    ]);
    return { disputesOpened: opened, disputeStatements: statements };
  },
  keeps:
    'disputes, statements and evidence stay: an admin’s decision on money rests on them, and the other side keeps them',
};
