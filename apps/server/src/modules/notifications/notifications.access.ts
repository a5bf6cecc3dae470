import type {
  NotificationKind,
  NotificationParams,
} from '@airwork/shared/notifications/notification.schema';
import type { DbOrTx } from '../../db/client';
import * as repo from './notifications.repository';

// What other modules may do with notifications: store one in their own transaction, so a
// notice exists exactly when the change it tells of was committed.

export interface Notice {
  kind: NotificationKind;
  /** The Airwork it is about; null when about the account (verification). */
  taskId: number | null;
  params?: NotificationParams;
}

export async function storeNotice(tx: DbOrTx, userId: number, notice: Notice, at = new Date()) {
  const row = {
    userId,
    kind: notice.kind,
    airworkId: notice.taskId,
    params: notice.params ?? {},
  };
  // One unread notice per conversation, however many messages arrive.
  if (notice.kind === 'message' && notice.taskId !== null) {
    const withUserId = Number(notice.params?.withUserId ?? 0);
    await repo.dropUnreadMessageNotice(tx, userId, notice.taskId, withUserId);
  }
  await repo.insertNotice(tx, row, at);
}

export const markConversationNoticesRead = repo.markConversationNoticesRead;
