import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { asPageSize } from '@airwork/shared/airworks/page-sizes';
import {
  adminPilotListCall,
  adminVerifyListCall,
  certificateInfoCall,
  setPilotStateCall,
} from '@airwork/shared/pilots/admin.calls';
import { call, keyOf, refresh, type QueryKeys } from '../../../lib/call';

/** Every admin list and pilot: what a change of a pilot's state makes stale. */
/** The admin's lists and a pilot's certificate: what a change of a pilot's state makes stale. */
const adminKeys = [
  keyOf(adminPilotListCall),
  keyOf(adminVerifyListCall),
  keyOf(certificateInfoCall),
] as const satisfies QueryKeys;

export interface PilotListQuery {
  page: number;
  size: number;
  keywords?: string;
}

export const pilotListQueryOptions = (kind: 'pilotList' | 'verifyList', query: PilotListQuery) =>
  queryOptions({
    queryKey: keyOf(kind === 'pilotList' ? adminPilotListCall : adminVerifyListCall, query),
    queryFn: () =>
      call(kind === 'pilotList' ? adminPilotListCall : adminVerifyListCall, {
        ...query,
        size: asPageSize(query.size),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePilotList(kind: 'pilotList' | 'verifyList', query: PilotListQuery) {
  return useQuery(pilotListQueryOptions(kind, query));
}

export function useCertificateInfo(userId: number) {
  return useQuery({
    queryKey: keyOf(certificateInfoCall, userId),
    queryFn: () => call(certificateInfoCall, { userId }),
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
      call(setPilotStateCall, body),
    onSuccess: () => refresh(queryClient, adminKeys),
  });
}
