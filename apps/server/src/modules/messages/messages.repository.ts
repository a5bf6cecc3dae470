import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkApplications } from '../../db/schema/hiring';
import { conversations, messageAttachments, messages } from '../../db/schema/messages';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

// Conversations and their messages (issue 21). A conversation is found by its Airwork and its
// pilot; its client is the Airwork's.

/** Whether the pilot applied to the Airwork (whatever became of the application). */
export async function applied(db: DbOrTx, airworkId: number, pilotId: number) {
  const [row] = await db
    .select({ id: airworkApplications.id })
    .from(airworkApplications)
    .where(
      and(eq(airworkApplications.airworkId, airworkId), eq(airworkApplications.pilotId, pilotId)),
    );
  return row !== undefined;
}

export async function findConversation(db: DbOrTx, airworkId: number, pilotId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.airworkId, airworkId), eq(conversations.pilotId, pilotId)));
  return row;
}

/** The conversation, created with its first message; its last message time moved to `at`. */
export async function touchConversation(
  tx: DbOrTx,
  c: { airworkId: number; clientId: number; pilotId: number },
  at: Date,
) {
  const [row] = await tx
    .insert(conversations)
    .values({ ...c, createdAt: at, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [conversations.airworkId, conversations.pilotId],
      set: { lastMessageAt: at },
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Mutes (a time) or unmutes (null) the pilot of a conversation; false: no such conversation. */
export async function setMuted(
  db: DbOrTx,
  c: { airworkId: number; pilotId: number },
  at: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ clientMutedAt: at })
    .where(and(eq(conversations.airworkId, c.airworkId), eq(conversations.pilotId, c.pilotId)))
    .returning({ id: conversations.id });
  return rows.length === 1;
}

/** The people of a conversation as the rules and the screens need them. */
export async function people(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: users.id,
      active: users.active,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      hideAtAds: users.hideAtAds,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function insertMessage(
  tx: DbOrTx,
  m: { conversationId: number; fromUserId: number; toUserId: number; text: string },
  at: Date,
) {
  const [row] = await tx
    .insert(messages)
    .values({ ...m, createdAt: at })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row!;
}

/** The sender's own message files among `ids`, not yet sent with another message. */
export async function unsentFiles(tx: DbOrTx, ids: string[], ownerId: number) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: uploads.id })
    .from(uploads)
    .leftJoin(messageAttachments, eq(messageAttachments.uploadId, uploads.id))
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.ownerId, ownerId),
        eq(uploads.private, true),
        sql`${uploads.storageKey} like 'messages/%'`,
        isNull(messageAttachments.messageId),
      ),
    );
}

export async function attach(tx: DbOrTx, messageId: number, uploadIds: string[]) {
  if (uploadIds.length === 0) return;
  await tx
    .insert(messageAttachments)
    .values(uploadIds.map((uploadId, position) => ({ messageId, uploadId, position })));
}

/** The recipient's e-mail digest falls due at `due`, unless an earlier one is pending. */
export async function scheduleDigest(
  tx: DbOrTx,
  conversationId: number,
  side: 'client' | 'pilot',
  due: Date,
) {
  const column = side === 'client' ? conversations.clientDigestDue : conversations.pilotDigestDue;
  await tx
    .update(conversations)
    .set(
      side === 'client'
        ? { clientDigestDue: sql`coalesce(${column}, ${due})` }
        : { pilotDigestDue: sql`coalesce(${column}, ${due})` },
    )
    .where(eq(conversations.id, conversationId));
}

/** A page of the conversation back from `beforeId` (newest first; `size + 1` tells of more). */
export async function messagePage(
  db: DbOrTx,
  conversationId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        beforeId === undefined ? undefined : lt(messages.id, beforeId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
}

export async function filesOf(db: DbOrTx, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageAttachments.messageId,
      id: uploads.id,
      contentType: uploads.contentType,
      originalName: uploads.originalName,
      size: uploads.size,
    })
    .from(messageAttachments)
    .innerJoin(uploads, eq(uploads.id, messageAttachments.uploadId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position));
}

/** Marks what `toUserId` received in the conversation read; answers how many. */
export async function markRead(tx: DbOrTx, conversationId: number, toUserId: number, at: Date) {
  const read = await tx
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.toUserId, toUserId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return read.length;
}

const unreadTo = (userId: number) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.toUserId} = ${userId} and ${messages.readAt} is null)`;

const lastText = sql<string>`(select ${messages.text} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.id} desc limit 1)`;

const mine = (userId: number) =>
  or(eq(conversations.clientId, userId), eq(conversations.pilotId, userId));

/** The user's conversations, the latest message first. */
export async function threadsOf(db: DbOrTx, userId: number, limit: number, offset: number) {
  const other = sql<number>`case when ${conversations.clientId} = ${userId} then ${conversations.pilotId} else ${conversations.clientId} end`;
  return db
    .select({
      taskId: conversations.airworkId,
      pilotId: conversations.pilotId,
      clientId: conversations.clientId,
      tasksId: airworks.tasksId,
      title: airworks.title,
      status: airworks.status,
      hiredPilotId: airworks.pilotId,
      acceptedAt: airworks.acceptedAt,
      withUserId: other,
      withFirstName: users.firstName,
      withLastName: users.lastName,
      withActive: users.active,
      mutedAt: conversations.clientMutedAt,
      lastText,
      lastAt: conversations.lastMessageAt,
      unread: unreadTo(userId),
    })
    .from(conversations)
    .innerJoin(airworks, eq(airworks.id, conversations.airworkId))
    .innerJoin(users, eq(users.id, other))
    .where(mine(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit)
    .offset(offset);
}

export async function countThreads(db: DbOrTx, userId: number) {
  const [row] = await db.select({ n: count() }).from(conversations).where(mine(userId));
  return row?.n ?? 0;
}

export async function unreadTotal(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** An Airwork's conversations, for admins. */
export async function conversationsOfAirwork(db: DbOrTx, airworkId: number) {
  return db
    .select({
      pilotId: conversations.pilotId,
      firstName: users.firstName,
      lastName: users.lastName,
      count: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
      lastAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.pilotId))
    .where(eq(conversations.airworkId, airworkId))
    .orderBy(desc(conversations.lastMessageAt));
}

/** Digests due by `now`, claimed for this transaction (other instances skip them). */
export async function lockDueDigests(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({
      id: conversations.id,
      airworkId: conversations.airworkId,
      clientId: conversations.clientId,
      pilotId: conversations.pilotId,
      clientDigestDue: conversations.clientDigestDue,
      pilotDigestDue: conversations.pilotDigestDue,
    })
    .from(conversations)
    .where(or(lte(conversations.clientDigestDue, now), lte(conversations.pilotDigestDue, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The unread messages to a user in a conversation that no digest carried yet. */
export async function unmailedUnread(tx: DbOrTx, conversationId: number, toUserId: number) {
  return tx
    .select({
      id: messages.id,
      text: messages.text,
      fromUserId: messages.fromUserId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.toUserId, toUserId),
        isNull(messages.readAt),
        isNull(messages.mailedAt),
      ),
    )
    .orderBy(asc(messages.id));
}

export async function markMailed(tx: DbOrTx, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await tx.update(messages).set({ mailedAt: at }).where(inArray(messages.id, ids));
}

export async function clearDigest(tx: DbOrTx, conversationId: number, side: 'client' | 'pilot') {
  await tx
    .update(conversations)
    .set(side === 'client' ? { clientDigestDue: null } : { pilotDigestDue: null })
    .where(eq(conversations.id, conversationId));
}
