import { eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { disputeStatements } from '../../db/schema/disputes';
import { airworkApplications, ratings } from '../../db/schema/hiring';
import { conversations, messages, notifications } from '../../db/schema/messages';
import { payments } from '../../db/schema/payments';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
import { uploads } from '../../db/schema/uploads';
import { sessions, users } from '../../db/schema/users';

// Everything Airwork holds about one person, read for their export (issue 45): their rows, by
// their id, and nothing of anyone else's but the display names of those they wrote with.

/** The account, without what is no data of theirs to take (the password's hash). */
export async function accountOf(db: DbOrTx, userId: number) {
  // A copy of the column set: getTableColumns answers the table's own object, and deleting a
  // key from it would drop the column from every later insert (the first version did).
  const { passwordHash, ...columns } = getTableColumns(users);
  void passwordHash;
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row;
}

export async function ownRows(db: DbOrTx, userId: number) {
  const [pilot, publicProfile, portfolio, posted, applications, given, notices, signIns, files] =
    await Promise.all([
      db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, userId)),
      db.select().from(publicProfiles).where(eq(publicProfiles.userId, userId)),
      db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
      db.select().from(airworks).where(eq(airworks.clientId, userId)),
      db.select().from(airworkApplications).where(eq(airworkApplications.pilotId, userId)),
      db.select().from(ratings).where(eq(ratings.fromUserId, userId)),
      db.select().from(notifications).where(eq(notifications.userId, userId)),
      db
        .select({
          id: sessions.id,
          device: sessions.device,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      db
        .select({
          id: uploads.id,
          storageKey: uploads.storageKey,
          contentType: uploads.contentType,
          size: uploads.size,
          originalName: uploads.originalName,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(eq(uploads.ownerId, userId)),
    ]);
  return { pilot, publicProfile, portfolio, posted, applications, given, notices, signIns, files };
}

/** The messages the person sent or received, with the Airwork each conversation is about. */
export async function correspondence(db: DbOrTx, userId: number) {
  return db
    .select({
      id: messages.id,
      airworkId: conversations.airworkId,
      fromUserId: messages.fromUserId,
      toUserId: messages.toUserId,
      text: messages.text,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)))
    .orderBy(messages.id);
}

/** The money of the Airworks they posted (charged to them) or flew (paid to them). */
export async function moneyOf(db: DbOrTx, userId: number) {
  const theirs = db
    .select({ id: airworks.id })
    .from(airworks)
    .where(or(eq(airworks.clientId, userId), eq(airworks.pilotId, userId)));
  return db
    .select({
      airworkId: payments.airworkId,
      part: payments.part,
      provider: payments.provider,
      state: payments.state,
      amountCents: payments.amountCents,
      taxCents: payments.taxCents,
      currency: payments.currency,
      captureCents: payments.captureCents,
      createdAt: payments.createdAt,
      authorizedAt: payments.authorizedAt,
      capturedAt: payments.capturedAt,
      releasedAt: payments.releasedAt,
    })
    .from(payments)
    .where(inArray(payments.airworkId, theirs));
}

export async function statementsBy(db: DbOrTx, userId: number) {
  return db.select().from(disputeStatements).where(eq(disputeStatements.authorId, userId));
}

/** The names others see of the people they wrote with ("Alex M."), by id. */
export async function namesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}
