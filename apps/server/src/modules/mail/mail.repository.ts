import type { MailAttachmentRef } from './mail-attachments';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
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

export async function insertMail(
  db: DbOrTx,
  mail: NewMail,
  waits: { aboutKey: string; until: Date } | undefined,
  at: Date,
): Promise<number> {
  const { recipient, subject, textBody, htmlBody, attachments } = mail;
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      recipient,
      subject,
      textBody,
      htmlBody,
      attachments,
      createdAt: at,
      nextAttemptAt: at,
      ...(waits && { aboutKey: waits.aboutKey, nextAttemptAt: waits.until }),
    })
    .returning({ id: mailOutbox.id });
  return inserted!.id;
}

export const aboutKeyOf = (about: MailAbout) => `${about.userId}:${about.kind}:${about.airworkId}`;

/**
 * When news `about` an Airwork may be mailed: now, if nobody was mailed that news within
 * `quietMs`; else at the end of the quiet period. A mail of that news already waiting is
 * taken out (the caller writes the newer one in its place, at the same time). The time is
 * recorded in the same statement, so of two transactions racing, one sends now and the other
 * waits (it blocks on the row, then finds it taken).
 */
export async function newsSlot(
  db: DbOrTx,
  about: MailAbout,
  now: Date,
  quietMs: number,
): Promise<Date> {
  const [waiting] = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.aboutKey, aboutKeyOf(about)),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, 0),
        gt(mailOutbox.nextAttemptAt, now),
      ),
    )
    .returning({ at: mailOutbox.nextAttemptAt });
  if (waiting) return waiting.at;
  const [slot] = await db
    .insert(mailThrottle)
    .values({ ...about, mailedAt: now })
    .onConflictDoUpdate({
      target: [mailThrottle.userId, mailThrottle.kind, mailThrottle.airworkId],
      set: {
        mailedAt: sql`greatest(${mailThrottle.mailedAt} + ${quietMs} * interval '1 millisecond', excluded.mailed_at)`,
      },
    })
    .returning({ at: mailThrottle.mailedAt });
  return slot!.at;
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

/** The mail written to any of `addresses`, newest first (the member's mailbox, issue 46). */
export async function mailTo(db: DbOrTx, addresses: string[], limit: number) {
  if (addresses.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.recipient, addresses))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** Every mail, newest first (the demo's mailbox, where nothing leaves). */
export async function allMail(db: DbOrTx, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
