import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/texts';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { notifyAbout } from '../../components/notify';
import { AIRWORK_ACTION_LABELS } from '../../components/airwork-actions';
import { listenToLiveEvents } from '../../lib/live-events';
import { paths, readQuery } from '../../lib/paths';
import { currentUser, updateStoredUser } from '../../lib/session';

// Loaded once a user is signed in (use-live-events.ts), never with Home's first load.

/** Whether the conversation a message event is about is the one on the screen. */
function onScreen(e: { taskId: number; withUserId: number }): boolean {
  const [route = '', query = ''] = window.location.hash.slice(1).split('?');
  const shown = readQuery(new URLSearchParams(query));
  return route === paths.messages && shown.id() === e.taskId && shown.userId() === e.withUserId;
}

/**
 * The toast an event shows — none for what the user did or already sees — and what it is
 * about: a newer toast about the same conversation or the same Airwork's proposals replaces
 * the one shown, counting them; a change of an Airwork's state replaces the one before it.
 */
function toastOf(
  e: LiveEvent,
  t: TFunction,
): { about: string; text: (events: number) => string } | undefined {
  switch (e.type) {
    case 'application':
      return {
        about: `proposals-${e.tasksId}`,
        text: (n) =>
          `${e.title} (${e.tasksId}): ${n === 1 ? t('live.application') : t('live.applications', { count: n })}`,
      };
    case 'airwork': {
      // What the user just did, the screen they did it on already said.
      if (e.byYou) return undefined;
      const said = `${e.title} (${e.tasksId}): ${t(AIRWORK_ACTION_LABELS[e.action] ?? 'live.changed')}`;
      return { about: `airwork-${e.tasksId}`, text: () => said };
    }
    case 'message':
      if (e.byYou || onScreen(e)) return undefined;
      return {
        about: `messages-${e.taskId}-${e.withUserId}`,
        text: (n) =>
          `${e.title}: ${n === 1 ? t('live.message') : t('live.messages', { count: n })}`,
      };
    case 'notice':
      return undefined;
  }
}

/**
 * A notice may be about the account itself (an admin approved or blocked a pilot): the stored
 * status follows at once, so the page does not keep "awaiting verification" while the bell
 * says "approved" (issue 46).
 */
async function refreshAccountStatus(userId: number, queryClient: QueryClient) {
  const { clientInfoQueryOptions } = await import('../../features/accounts/api/load-client-info');
  const info = await queryClient.fetchQuery({ ...clientInfoQueryOptions(userId), staleTime: 0 });
  const stored = currentUser();
  if (stored?.id === userId && info.active !== stored.active) {
    updateStoredUser({ active: info.active });
  }
}

/**
 * Each live event refreshes every cached query (lists, counts, the bell, an open
 * conversation), and shows as a toast unless the user caused it; so does a stream opened again
 * after a gap, without a toast. Answers how to stop.
 */
export function startLiveToasts(
  userId: number,
  queryClient: QueryClient,
  t: TFunction,
): () => void {
  return listenToLiveEvents(
    userId,
    (e: LiveEvent) => {
      void queryClient.invalidateQueries();
      if (e.type === 'notice') refreshAccountStatus(userId, queryClient).catch(() => undefined);
      const toast = toastOf(e, t);
      if (toast) notifyAbout(toast.about, toast.text);
    },
    // After a gap (a broken stream, a tab taking over): whatever was missed, read anew.
    () => {
      void queryClient.invalidateQueries();
      refreshAccountStatus(userId, queryClient).catch(() => undefined);
    },
  );
}
