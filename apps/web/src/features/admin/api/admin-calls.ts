import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PilotPage } from '@airwork/shared/pilots/admin.schema';
import type { PilotInfo } from '@airwork/shared/pilots/pilot.schema';
import { apiPost, apiResult } from '../../../lib/api-client';

/** Every admin list and pilot: what a change of a pilot's state makes stale. */
export const adminKey = ['admin'] as const;

export interface PilotListQuery {
  page: number;
  size: number;
  keywords?: string;
}

export const pilotListQueryOptions = (kind: 'pilotList' | 'verifyList', query: PilotListQuery) =>
  queryOptions({
    queryKey: [...adminKey, kind, query],
    queryFn: () => apiResult<PilotPage>(`/api/admin/${kind}`, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePilotList(kind: 'pilotList' | 'verifyList', query: PilotListQuery) {
  return useQuery(pilotListQueryOptions(kind, query));
}

export function useCertificateInfo(userId: number) {
  return useQuery({
    queryKey: [...adminKey, 'certificateInfo', userId],
    queryFn: () => apiResult<PilotInfo>('/api/admin/certificateInfo', { userId }),
    enabled: userId > 0,
    retry: false,
    // Document links work for five minutes.
    refetchInterval: 4 * 60_000,
  });
}

export function useSetPilotState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; state: number; reason?: string }) =>
      apiPost<{ active: number; verification: number }>('/api/admin/setPilotState', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
