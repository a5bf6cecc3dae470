import { useQuery } from '@tanstack/react-query';
import type { StatusTotals } from '@airwork/shared/airworks/airwork.schema';
import { apiResult } from '../../lib/api-client';
import { useWaitingApplications } from '../../features/hiring/api/applications';

// The pilot's order totals and the client's waiting applications, for the sidebar badges.
// Their keys sit under the 'pilot' and 'applications' prefixes that the hiring calls refresh;
// the waiting list is the client-notification screen's own query.

export function usePilotTotals(userId: number | undefined) {
  return useQuery({
    queryKey: ['pilot', 'totals', userId],
    queryFn: () => apiResult<StatusTotals>('/api/pilot/pilotOrdersTotal', { userId }),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export function useWaitingCount(userId: number | undefined): number {
  return useWaitingApplications(userId ?? 0).data?.length ?? 0;
}
