import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * While a user is signed in, on every screen: each live event shows as a toast, and every
 * cached list, count and Airwork is refreshed, so the screen and the sidebar badges follow
 * without a reload. The stream and the toasts load after sign-in, not with Home's first load.
 */
export function useLiveEvents(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./live-toasts').then(({ startLiveToasts }) => {
      if (!left) stop = startLiveToasts(userId, queryClient, t);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [userId, queryClient, t]);
}
