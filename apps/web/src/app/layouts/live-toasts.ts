import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { notifySuccess } from '../../components/notify';
import { AIRWORK_ACTION_LABELS } from '../../components/airwork-actions';
import { listenToLiveEvents } from '../../lib/live-events';

// Loaded once a user is signed in (use-live-events.ts), never with Home's first load.

/** Each live event as a toast, and every cached query refreshed; answers how to stop. */
export function startLiveToasts(
  userId: number,
  queryClient: QueryClient,
  t: TFunction,
): () => void {
  return listenToLiveEvents(userId, (e: LiveEvent) => {
    const what =
      e.type === 'application'
        ? t('live.application')
        : t(AIRWORK_ACTION_LABELS[e.action] ?? 'live.changed');
    notifySuccess(`${e.title} (${e.tasksId}): ${what}`);
    void queryClient.invalidateQueries();
  });
}
