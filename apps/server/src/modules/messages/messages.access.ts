import type { DbOrTx } from '../../db/client';
import * as repo from './messages.repository';

export {
  /** How many messages a person sent (kept when their account is deleted). */
  messagesSentBy,
} from './personal-data.repository';

// The messages module's face to other modules: what they write into a conversation inside
// their own transaction.

/**
 * A pilot's proposal note as their first word in the conversation with the client (issue 23),
 * in the application's transaction: the client reads it beside the proposal and answers it
 * there. No notice or digest of its own: the application's notice and mail already tell the
 * client. Answers the message's id, for the event sent after the commit; null when the client
 * muted this pilot (issue 45): the note then stays on the proposal alone.
 */
export async function proposalNote(
  tx: DbOrTx,
  m: { airworkId: number; clientId: number; pilotId: number; text: string },
  now: Date,
): Promise<number | null> {
  const { airworkId, clientId, pilotId, text } = m;
  const existing = await repo.findConversation(tx, airworkId, pilotId);
  if (existing?.clientMutedAt) return null;
  const conversationId = await repo.touchConversation(tx, { airworkId, clientId, pilotId }, now);
  const message = await repo.insertMessage(
    tx,
    { conversationId, fromUserId: pilotId, toUserId: clientId, text },
    now,
  );
  return message.id;
}
