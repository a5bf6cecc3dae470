import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
