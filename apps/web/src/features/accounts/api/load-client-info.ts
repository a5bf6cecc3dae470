import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientInfo } from '@airwork/shared/accounts/account.schema';
import { apiResult } from '../../../lib/api-client';

export const loadClientInfo = (userId: number) =>
  apiResult<ClientInfo>('/api/member/loadClientInfo', { userId });

export const clientInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['member', 'clientInfo', userId],
    queryFn: () => loadClientInfo(userId),
  });

export function useClientInfo(userId: number | undefined) {
  return useQuery({ ...clientInfoQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
