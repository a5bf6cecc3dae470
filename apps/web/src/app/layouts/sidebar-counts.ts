import { useQuery } from '@tanstack/react-query';
import { pilotTotalsCall } from '@airwork/shared/airworks/airwork.calls';
import { call, keyOf } from '../../lib/call';

// The pilot's order totals, for the sidebar badges; their key sits under the 'pilot' prefix
// that the hiring calls refresh.

export function usePilotTotals(userId: number | undefined) {
  return useQuery({
    queryKey: keyOf(pilotTotalsCall, userId),
    queryFn: () => call(pilotTotalsCall, { userId: userId ?? 0 }),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}
