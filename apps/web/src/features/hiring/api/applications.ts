import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asPageSize } from '@airwork/shared/airworks/airwork.schema';
import type { DecideApplicationRequest } from '@airwork/shared/hiring/application.schema';
import {
  decideApplicationCall,
  pilotApplicationsCall,
  waitingApplicationsCall,
} from '@airwork/shared/hiring/hiring.calls';
import { call } from '../../../lib/call';

/** Applications, the Airworks they change and every order list: what a decision makes stale. */
const touched = [['applications'], ['tasks'], ['client'], ['pilot']] as const;

export function useWaitingApplications(userId: number) {
  return useQuery({
    queryKey: ['applications', 'waiting', userId],
    queryFn: () => call(waitingApplicationsCall, { userId }),
    enabled: userId > 0,
    staleTime: 0,
  });
}

/** The client approves (9) or disapproves (0) one application. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideApplicationRequest) => call(decideApplicationCall, body),
    onSuccess: () =>
      Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function usePilotApplications(userId: number, page: number, size: number) {
  return useQuery({
    queryKey: ['pilot', 'applications', userId, page, size],
    queryFn: () => call(pilotApplicationsCall, { userId, page, size: asPageSize(size) }),
    staleTime: 0,
  });
}
