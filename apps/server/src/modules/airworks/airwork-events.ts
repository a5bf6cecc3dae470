import type { DbOrTx } from '../../db/client';
import type { Notices } from '../notices/notices';

/**
 * Tells both parties' open tabs that an Airwork changed, and each whether they changed it: sent
 * once the caller's transaction committed.
 */
export function announce(
  notices: Notices,
  tx: DbOrTx,
  a: { id: number; tasksId: string; title: string; clientId: number; pilotId: number | null },
  change: { action: string; status: number; actorId: number | null | undefined },
) {
  const event = {
    type: 'airwork' as const,
    taskId: a.id,
    tasksId: a.tasksId,
    title: a.title,
    action: change.action,
    status: change.status,
  };
  for (const userId of [a.clientId, a.pilotId]) {
    if (userId !== null) {
      notices.publish(tx, userId, { ...event, byYou: userId === change.actorId });
    }
  }
}
