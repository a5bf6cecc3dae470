import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { notifySuccess } from '../../components/notify';
import { AIRWORK_ACTION_LABELS } from '../../components/airwork-actions';
import { listenToLiveEvents } from '../../lib/live-events';

// Loaded once a user is signed in (use-live-events.ts), never with Home's first load.

/**
 * Each live event refreshes every cached query, and shows as a toast unless the user caused it;
 * answers how to stop.
 */
export function startLiveToasts(
  userId: number,
  queryClient: QueryClient,
  t: TFunction,
): () => void {
  return listenToLiveEvents(userId, (e: LiveEvent) => {
    void queryClient.invalidateQueries();
    // What the user just did, the screen they did it on already said.
    if (e.type === 'airwork' && e.byYou) return;
    const what =
      e.type === 'application'
        ? t('live.application')
        : t(AIRWORK_ACTION_LABELS[e.action] ?? 'live.changed');
    notifySuccess(`${e.title} (${e.tasksId}): ${what}`);
  });
}
