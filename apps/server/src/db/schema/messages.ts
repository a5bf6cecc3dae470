import { desc, sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airworks } from './airworks';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A conversation: one Airwork, its client and one pilot (issue 21). Created with its first
 * message. `*DigestDue` is when the unread messages to that side are e-mailed, if still unread.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pilotId: integer('pilot_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    clientDigestDue: timestamp('client_digest_due', { withTimezone: true }),
    pilotDigestDue: timestamp('pilot_digest_due', { withTimezone: true }),
    /**
     * When the client muted this pilot (issue 45): a pilot not hired then writes nothing more
     * here, and their proposal notes stay on the proposal. Null: not muted.
     */
    clientMutedAt: timestamp('client_muted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_airwork_pilot_key').on(t.airworkId, t.pilotId),
    index('conversations_client_idx').on(t.clientId, desc(t.lastMessageAt)),
    index('conversations_pilot_idx').on(t.pilotId, desc(t.lastMessageAt)),
    index('conversations_client_digest_idx')
      .on(t.clientDigestDue)
      .where(sql`${t.clientDigestDue} is not null`),
    index('conversations_pilot_digest_idx')
      .on(t.pilotDigestDue)
      .where(sql`${t.pilotDigestDue} is not null`),
  ],
);

/** One message, kept as written. `mailedAt`: when an unread digest carried it. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.toUserId, t.conversationId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** The files a message carries (private uploads of its sender), in the order sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.uploadId] }),
    uniqueIndex('message_attachments_upload_key').on(t.uploadId),
  ],
);

/** What happened to a user: a kind with parameters, shown in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    airworkId: integer('airwork_id').references(() => airworks.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, desc(t.id)),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
