import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadClientInfoCall } from '@airwork/shared/accounts/account.calls';
import { MessageCode } from '@airwork/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { call, keyOf } from '../../../lib/call';

/** Every cached profile of the signed-in member (refreshed after a settings change). */
export const clientInfoKey = keyOf(loadClientInfoCall);

export const clientInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: keyOf(loadClientInfoCall, userId),
    queryFn: async () => {
      const info = await call(loadClientInfoCall, { userId });
      // The spec's `-1`: the account is gone, which the screens show as an error.
      if (!info) throw new ApiError(MessageCode.accountNotExists);
      return info;
    },
  });

export function useClientInfo(userId: number | undefined) {
  return useQuery({ ...clientInfoQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
