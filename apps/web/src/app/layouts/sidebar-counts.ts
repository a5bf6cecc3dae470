import { useQuery } from '@tanstack/react-query';
import { useWaitingApplications } from '../../features/hiring/api/applications';
import { pilotTotalsCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../lib/call';

// The pilot's order totals and the client's waiting applications, for the sidebar badges.
// Their keys sit under the 'pilot' and 'applications' prefixes that the hiring calls refresh;
// the waiting list is the client-notification screen's own query.

export function usePilotTotals(userId: number | undefined) {
  return useQuery({
    queryKey: keyOf(pilotTotalsCall, userId),
    queryFn: () => call(pilotTotalsCall, { userId: userId ?? 0 }),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export function useWaitingCount(userId: number | undefined): number {
  return useWaitingApplications(userId ?? 0).data?.length ?? 0;
}
