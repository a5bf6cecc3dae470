import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';

/** Where and whether to mail a user: the notification settings with the account e-mail. */
export async function notifyContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      userNumbers: users.userNumbers,
      isNotify: users.isNotify,
      notifyEmail: users.notifyEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
