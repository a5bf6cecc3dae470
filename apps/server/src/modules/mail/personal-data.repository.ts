import { eq, inArray } from 'drizzle-orm';
import { mailOutbox, mailThrottle } from '../../db/schema/mail';
import type { PersonalData } from '../../server-module';

// What the mail module holds about a person (issue 45): mails waiting for their addresses and
// when each kind of news was last mailed. Neither is theirs to take (a queue, not a record);
// both go with them, so nothing is mailed to an erased account.

export const mailPersonalData: PersonalData = {
  erase: async (db, { userId, addresses }) => {
    if (addresses.length > 0)
      await db.delete(mailOutbox).where(inArray(mailOutbox.recipient, [...addresses]));
    await db.delete(mailThrottle).where(eq(mailThrottle.userId, userId));
  },
};
