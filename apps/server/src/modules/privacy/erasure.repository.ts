import { and, count, eq, inArray, isNotNull, ne, not, or } from 'drizzle-orm';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkApplications } from '../../db/schema/hiring';
import { mailOutbox } from '../../db/schema/mail';
import { messages, notifications } from '../../db/schema/messages';
import { payments } from '../../db/schema/payments';
import { pilotProfiles } from '../../db/schema/pilots';
import { portfolioItems, publicProfiles } from '../../db/schema/profiles';
import {
  mfaChallenges,
  passkeyChallenges,
  mfaFactors,
  passwordResets,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/users';

// Deleting an account (issue 45): what keeps it, what is kept, and the erasure itself.

/** Open or under way, as client or hired pilot: finished is cancelled, or completed and accepted. */
export async function blockingAirworks(db: DbOrTx, userId: number) {
  return db
    .select({
      taskId: airworks.id,
      tasksId: airworks.tasksId,
      title: airworks.title,
      status: airworks.status,
    })
    .from(airworks)
    .where(
      and(
        or(eq(airworks.clientId, userId), eq(airworks.pilotId, userId)),
        ne(airworks.status, AirworkStatus.cancelled),
        not(and(eq(airworks.status, AirworkStatus.completed), isNotNull(airworks.acceptedAt))!),
      ),
    )
    .orderBy(airworks.id);
}

/** The Airworks of theirs whose money was captured: each has papers to keep. */
export async function capturedAirworks(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: airworks.id })
    .from(airworks)
    .innerJoin(payments, eq(payments.airworkId, airworks.id))
    .where(
      and(
        or(eq(airworks.clientId, userId), eq(airworks.pilotId, userId)),
        isNotNull(payments.capturedAt),
      ),
    );
  return rows.map((r) => r.id);
}

export async function messagesSentBy(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.fromUserId, userId));
  return row?.n ?? 0;
}

/** Their way in and what waits for them: sessions, factors, notices, waiting proposals. */
async function forgetAccess(db: DbOrTx, userId: number, at: Date) {
  await db.update(airworks).set({ attachmentKey: null }).where(eq(airworks.clientId, userId));
  for (const table of [
    sessions,
    mfaFactors,
    recoveryCodes,
    mfaChallenges,
    passkeyChallenges,
    passwordResets,
    notifications,
  ]) {
    await db.delete(table).where(eq(table.userId, userId));
  }
  await db
    .update(airworkApplications)
    .set({ status: ApplicationStatus.withdrawn, decidedAt: at })
    .where(
      and(
        eq(airworkApplications.pilotId, userId),
        eq(airworkApplications.status, ApplicationStatus.waiting),
      ),
    );
}

/**
 * Erases the person, in the caller's transaction: what names or reaches them goes; the account
 * row stays (Airworks, ratings and messages point at it), as "deleted", never to sign in or be
 * restored. Their files go with `dropOwnUploads` (uploads.access.ts) in the same transaction.
 */
export async function erase(db: DbOrTx, userId: number, at: Date): Promise<void> {
  const [before] = await db
    .select({ email: users.email, notifyEmail: users.notifyEmail })
    .from(users)
    .where(eq(users.id, userId));
  const addresses = [before?.email, before?.notifyEmail].filter((a): a is string => Boolean(a));
  await db
    .update(users)
    .set({
      username: `deleted-${userId}`,
      email: `deleted-${userId}@erased.invalid`,
      mobile: null,
      firstName: '',
      lastName: '',
      brief: '',
      notifyEmail: '',
      isNotify: 0,
      passwordHash: '!erased',
      active: AccountStatus.deleted,
      mfaEnabled: false,
      erasedAt: at,
    })
    .where(eq(users.id, userId));
  await db
    .update(pilotProfiles)
    .set({
      idUploadId: null,
      certificateUploadId: null,
      documentIdNumber: '',
      address: '',
      postCode: '',
      tcrNumber: '',
      rpasNumber: '',
      rpasMake: '',
      otherDesc: '',
      payoutEmail: '',
      disapprovalReason: '',
    })
    .where(eq(pilotProfiles.userId, userId));
  await db.delete(portfolioItems).where(eq(portfolioItems.userId, userId));
  await db.delete(publicProfiles).where(eq(publicProfiles.userId, userId));
  await forgetAccess(db, userId, at);
  if (addresses.length > 0)
    await db.delete(mailOutbox).where(inArray(mailOutbox.recipient, addresses));
}
