import { queryOptions, useQuery } from '@tanstack/react-query';
import { AIRWORK_SUMMARY_FIELDS, type AirworkSummary } from '../../../components/airwork-card';
import { listOf, plainCall, shaped } from '../../../lib/plain-call';

// Home's newest Airworks, without the contract's schemas (lib/plain-call.ts): the server's side
// is `latestAirworksCall` (packages/shared/src/airworks/airwork.calls.ts).

export const LATEST_AIRWORKS_PATH = '/api/tasks/latestNewTasks';

/** What Home's cards read of each Airwork in the reply. */
export const isLatestAirworks = listOf(shaped<AirworkSummary>(AIRWORK_SUMMARY_FIELDS));

export const latestAirworksQueryOptions = () =>
  queryOptions({
    // The call's path first, as keyOf(entry) writes it (the entry itself is not loaded here).
    queryKey: [LATEST_AIRWORKS_PATH],
    queryFn: () => plainCall(LATEST_AIRWORKS_PATH, {}, isLatestAirworks),
  });

export function useLatestAirworks() {
  return useQuery(latestAirworksQueryOptions());
}
