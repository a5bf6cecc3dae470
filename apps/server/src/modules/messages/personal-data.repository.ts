import { count, eq, or } from 'drizzle-orm';
import { displayName } from '@airwork/shared/accounts/display-name';
import type { DbOrTx } from '../../db/client';
import { conversations, messages } from '../../db/schema/messages';
import type { PersonalData } from '../../server-module';
import { namesOf } from '../accounts/accounts.access';

// What the messages module holds about a person (issue 45): the messages they sent or received,
// with the Airwork each conversation is about and, of the people they wrote with, only the name
// everyone sees. Kept when they go: the other side's conversation, shown from "a deleted
// account".

/** How many messages a person sent (the deletion's reply says they stay). */
export async function messagesSentBy(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.fromUserId, userId));
  return row?.n ?? 0;
}

export const messagesPersonalData: PersonalData = {
  exportOf: async (db, { userId }) => {
    const written = await db
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
    const others = [...new Set(written.flatMap((m) => [m.fromUserId, m.toUserId]))].filter(
      (id) => id !== userId,
    );
    const names = new Map((await namesOf(db, others)).map((p) => [p.id, displayName(p)]));
    const nameOf = (id: number) => (id === userId ? 'you' : (names.get(id) ?? ''));
    return {
      messages: written.map((m) => ({ ...m, from: nameOf(m.fromUserId), to: nameOf(m.toUserId) })),
    };
  },
  keeps:
    'messages stay in the other side’s conversation, from “a deleted account”; their attachments stay with it',
};
