import type { Notifications } from '@airwork/shared/notifications/notification.schema';
import type { NotificationKind } from '@airwork/shared/notifications/notification.schema';
import type { Db } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './notifications.repository';

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
}

/** `/api/notifications/list`: the caller's notices, newest first. */
export async function list(
  deps: NotificationsDeps,
  caller: SessionCaller,
  q: { page: number; size: number; unreadOnly: boolean },
): Promise<Notifications> {
  const [rows, { total, unread }] = await Promise.all([
    repo.listNotices(deps.db, caller.userId, q),
    repo.noticeTotals(deps.db, caller.userId),
  ]);
  return {
    total: q.unreadOnly ? unread : total,
    unread,
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      taskId: r.airworkId,
      params: r.params,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
  };
}

/** `/api/notifications/markRead`: the given notices (or all) read; answers what stays unread. */
export async function markRead(
  deps: NotificationsDeps,
  caller: SessionCaller,
  which: { ids?: number[]; all?: boolean },
) {
  await repo.markNoticesRead(deps.db, caller.userId, which, deps.now());
  return { unread: await repo.countNotices(deps.db, caller.userId, true) };
}

export const createNotificationsService = (deps: NotificationsDeps) =>
  bindUseCases(deps, { list, markRead });
export type NotificationsService = ReturnType<typeof createNotificationsService>;
