import { useQuery } from '@tanstack/react-query';
import type { ClientInfo } from '@airwork/shared/accounts/account.schema';
import { apiResult } from '../../../lib/api-client';

export const clientInfoKey = (userId: number) => ['member', 'clientInfo', userId] as const;

export const loadClientInfo = (userId: number) =>
  apiResult<ClientInfo>('/api/member/loadClientInfo', { userId });

export function useClientInfo(userId: number | undefined) {
  return useQuery({
    queryKey: clientInfoKey(userId ?? 0),
    queryFn: () => loadClientInfo(userId!),
    enabled: Boolean(userId),
  });
}
