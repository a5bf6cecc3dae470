import type { EventHub } from '../../adapters/events/event-hub';

/** Tells both parties' open tabs that an Airwork changed. */
export function announce(
  events: EventHub,
  a: { id: number; tasksId: string; title: string; clientId: number; pilotId: number | null },
  action: string,
  status: number,
) {
  const event = {
    type: 'airwork' as const,
    taskId: a.id,
    tasksId: a.tasksId,
    title: a.title,
    action,
    status,
  };
  for (const userId of [a.clientId, a.pilotId]) if (userId !== null) events.publish(userId, event);
}
