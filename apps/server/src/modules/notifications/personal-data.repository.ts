import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/messages';
import type { PersonalData } from '../../server-module';

// What the notifications module holds about a person (issue 45): their bell's notices, which
// go with them.

export const notificationsPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => ({
    notices: await db.select().from(notifications).where(eq(notifications.userId, userId)),
  }),
  erase: async (db, { userId }) => {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },
};
