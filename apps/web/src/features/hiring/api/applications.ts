import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Application,
  DecideApplicationRequest,
  PilotApplication,
} from '@airwork/shared/hiring/application.schema';
import { apiPost, apiResult } from '../../../lib/api-client';

/** Applications, the Airworks they change and every order list: what a decision makes stale. */
const touched = [['applications'], ['tasks'], ['client'], ['pilot']] as const;

export function useWaitingApplications(userId: number) {
  return useQuery({
    queryKey: ['applications', 'waiting', userId],
    queryFn: () => apiResult<Application[]>('/api/tasks/applyInfo', { userId }),
    enabled: userId > 0,
    staleTime: 0,
  });
}

/** The client approves (9) or disapproves (0) one application. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideApplicationRequest) =>
      apiPost<null>('/api/tasks/updateApplyInfo', body),
    onSuccess: () =>
      Promise.all(touched.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function usePilotApplications(userId: number, page: number, size: number) {
  return useQuery({
    queryKey: ['pilot', 'applications', userId, page, size],
    queryFn: () =>
      apiResult<{ total: number; data: PilotApplication[] }>('/api/pilot/orderlists', {
        userId,
        page,
        size,
      }),
    staleTime: 0,
  });
}
