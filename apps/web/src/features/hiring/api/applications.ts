import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import type { DecideApplicationRequest } from '@airwork/shared/hiring/application.schema';
import {
  decideApplicationCall,
  pilotApplicationsCall,
  waitingApplicationsCall,
} from '@airwork/shared/hiring/hiring.calls';
import { airworkKeys, clientListKeys, pilotListKeys } from '../../../lib/list-keys';
import { call, keyOf, refresh, type QueryKeys } from '../../../lib/call';

/** Applications, the Airworks they change and every order list: what a decision makes stale. */
const touched = [
  keyOf(waitingApplicationsCall),
  keyOf(pilotApplicationsCall),
  ...airworkKeys,
  ...clientListKeys,
  ...pilotListKeys,
] as const satisfies QueryKeys;

export function useWaitingApplications(userId: number) {
  return useQuery({
    queryKey: keyOf(waitingApplicationsCall, userId),
    queryFn: () => call(waitingApplicationsCall, { userId }),
    enabled: userId > 0,
    staleTime: 0,
  });
}

/**
 * The client approves (9) or disapproves (0) one application. Refused or not, the list is read
 * again: a refusal (withdrawn, changed, decided) means the screen showed something stale.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideApplicationRequest) => call(decideApplicationCall, body),
    onSettled: () => refresh(queryClient, touched),
  });
}

export function usePilotApplications(userId: number, page: number, size: number) {
  return useQuery({
    queryKey: keyOf(pilotApplicationsCall, userId, page, size),
    queryFn: () => call(pilotApplicationsCall, { userId, page, size: asPageSize(size) }),
    staleTime: 0,
  });
}
