import type { MailAttachmentRef } from './mail-attachments';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export interface NewMail {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments?: MailAttachmentRef[];
}

export async function insertMail(db: DbOrTx, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims due mail by pushing its next attempt one lease ahead, in one short statement, so
 * the sending itself happens outside any transaction. SKIP LOCKED lets several server
 * instances share one outbox; a sender that dies mid-send leaves the mail to be retried
 * when the lease ends.
 */
export async function claimDueMail(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  update: { attempts: number; nextAttemptAt: Date; status: 'pending' | 'failed'; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: update.attempts,
      nextAttemptAt: update.nextAttemptAt,
      status: update.status,
      lastError: update.error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}
