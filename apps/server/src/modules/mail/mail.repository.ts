import type { MailAttachmentRef } from './mail-attachments';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox, mailThrottle } from '../../db/schema/mail';

/** What a mail tells one person of, about one Airwork: one such mail in a quiet period. */
export interface MailAbout {
  userId: number;
  kind: string;
  airworkId: number;
}

export interface NewMail {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments?: MailAttachmentRef[];
  /** Set for news about an Airwork: mailed at most once per quiet period (mail.service.ts). */
  about?: MailAbout;
}

export async function insertMail(db: DbOrTx, mail: NewMail): Promise<number> {
  const { recipient, subject, textBody, htmlBody, attachments } = mail;
  const [inserted] = await db
    .insert(mailOutbox)
    .values({ recipient, subject, textBody, htmlBody, attachments })
    .returning({ id: mailOutbox.id });
  return inserted!.id;
}

/**
 * Takes the right to mail this news now: true when nobody was mailed of it since
 * `quietSince`, and then the time is recorded. One statement, so of two transactions racing
 * to tell the same news one wins (the other waits on the row and then finds it taken).
 */
export async function claimMailSlot(
  db: DbOrTx,
  about: MailAbout,
  at: Date,
  quietSince: Date,
): Promise<boolean> {
  const rows = await db
    .insert(mailThrottle)
    .values({ ...about, mailedAt: at })
    .onConflictDoUpdate({
      target: [mailThrottle.userId, mailThrottle.kind, mailThrottle.airworkId],
      set: { mailedAt: at },
      setWhere: lt(mailThrottle.mailedAt, quietSince),
    })
    .returning({ userId: mailThrottle.userId });
  return rows.length === 1;
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
