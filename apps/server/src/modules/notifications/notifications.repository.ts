import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationParams } from '@airwork/shared/notifications/notification.schema';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { notifications } from '../../db/schema/messages';

export interface NewNotice {
  userId: number;
  kind: string;
  airworkId: number | null;
  params: NotificationParams;
}

export async function insertNotice(db: DbOrTx, notice: NewNotice, at: Date): Promise<void> {
  await db.insert(notifications).values({ ...notice, createdAt: at });
}

/** The unread "new message" notice of one conversation (the sender is `withUserId`). */
const unreadMessageNotice = (userId: number, airworkId: number, withUserId: number) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.kind, 'message'),
    eq(notifications.airworkId, airworkId),
    sql`${notifications.params} ->> 'withUserId' = ${String(withUserId)}`,
    isNull(notifications.readAt),
  );

/**
 * A new message where an unread notice about the same conversation exists: that notice goes,
 * and the new one (with the latest facts) takes the top of the list — one notice per unread
 * conversation, however many messages arrive.
 */
export async function dropUnreadMessageNotice(
  db: DbOrTx,
  userId: number,
  airworkId: number,
  withUserId: number,
) {
  await db.delete(notifications).where(unreadMessageNotice(userId, airworkId, withUserId));
}

/**
 * A page of one user's notices (or of the unread ones) in insertion order — the order things
 * happened, whatever clock stamped them — prepared once per shape.
 */
const noticePage = (unreadOnly: boolean) => (db: DbOrTx) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unreadOnly ? 'unread_notice_page' : 'notice_page');

export async function listNotices(
  db: DbOrTx,
  userId: number,
  q: { page: number; size: number; unreadOnly: boolean },
) {
  const name = q.unreadOnly ? 'unread_notice_page' : 'notice_page';
  return preparedOn(db, name, noticePage(q.unreadOnly)).execute({
    userId,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
}

const noticeCounts = (db: DbOrTx) =>
  db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare('notice_counts');

/** How many notices the user has, and how many of them are unread: one statement, prepared. */
export async function noticeTotals(db: DbOrTx, userId: number) {
  const [row] = await preparedOn(db, 'notice_counts', noticeCounts).execute({ userId });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countNotices(db: DbOrTx, userId: number, unreadOnly: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined),
    );
  return row?.n ?? 0;
}

/** Marks the user's own notices read (`ids` of someone else's change nothing). */
export async function markNoticesRead(
  db: DbOrTx,
  userId: number,
  which: { ids?: number[]; all?: boolean },
  at: Date,
) {
  if (!which.all && (which.ids ?? []).length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        which.all ? undefined : inArray(notifications.id, which.ids ?? []),
      ),
    );
}

/** The notice of a conversation, read when the conversation is. */
export async function markConversationNoticesRead(
  db: DbOrTx,
  userId: number,
  airworkId: number,
  withUserId: number,
  at: Date,
) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(unreadMessageNotice(userId, airworkId, withUserId));
}
