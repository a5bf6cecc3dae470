import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { notifySuccess } from '../../components/notify';
import type { TranslationKey } from '../../i18n/i18n';
import { listenToLiveEvents } from '../../lib/live-events';

const ACTION: Record<string, TranslationKey> = {
  approve: 'record.action_approve',
  schedule: 'record.action_schedule',
  start: 'record.action_start',
  upload: 'record.action_upload',
  complete: 'record.action_complete',
  accept: 'record.action_accept',
  reject: 'record.action_reject',
  cancel: 'record.action_cancel',
};

/**
 * While a signed-in user has a role screen open: each live event shows as a toast, and every
 * cached list, count and Airwork is refreshed, so the screen and the sidebar badges follow
 * without a reload.
 */
export function useLiveEvents(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId) return undefined;
    return listenToLiveEvents((e: LiveEvent) => {
      const what =
        e.type === 'application' ? t('live.application') : t(ACTION[e.action] ?? 'live.changed');
      notifySuccess(`${e.title} (${e.tasksId}): ${what}`);
      void queryClient.invalidateQueries();
    });
  }, [userId, queryClient, t]);
}
