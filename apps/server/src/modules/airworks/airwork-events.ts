import type { EventHub } from '../../adapters/events/event-hub';

/** Tells both parties' open tabs that an Airwork changed, and each whether they changed it. */
export function announce(
  events: EventHub,
  a: { id: number; tasksId: string; title: string; clientId: number; pilotId: number | null },
  change: { action: string; status: number; actorId: number | undefined },
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
    if (userId !== null) events.publish(userId, { ...event, byYou: userId === change.actorId });
  }
}
