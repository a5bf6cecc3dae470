import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { airworks } from './airworks';
import { users } from './users';

/** A paper a mail carries, by name (modules/mail/mail-attachments.ts). */
interface AttachmentRef {
  kind: 'receipt' | 'payout';
  taskId: number;
  lang: 'en' | 'zh';
}

/** Transactional outbox: a mail is written with the change that caused it, sent later. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * Papers the mail carries (issue 25: a receipt, a payout statement), named, not stored:
     * each is made when the mail is sent, the same file the reader downloads.
     */
    attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
    /**
     * News about an Airwork (`user:kind:airwork`, mail_throttle): a mail waiting out the quiet
     * period is replaced by later news of the same key, so the latest is what goes out.
     */
    aboutKey: text('about_key'),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_about_idx')
      .on(t.aboutKey)
      .where(sql`${t.status} = 'pending' and ${t.aboutKey} is not null`),
  ],
);

/**
 * When a person was last mailed (or is next to be mailed) one kind of news about one Airwork
 * (issue 45): such mails go out at most once in ten minutes, whatever triggered them; news
 * within the quiet period waits for its end, the latest replacing what waited. The
 * notification list still holds every one.
 */
export const mailThrottle = pgTable(
  'mail_throttle',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notification kind the mail tells of. */
    kind: text('kind').notNull(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.airworkId] })],
);
