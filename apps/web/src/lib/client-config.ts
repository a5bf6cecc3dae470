import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigCall } from '@airwork/shared/config/client-config.calls';
import { call, keyOf } from './call';

export type { ClientConfig } from '@airwork/shared/config/client-config.calls';

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(clientConfigCall),
    queryFn: () => call(clientConfigCall, {}),
    // The server's settings change only with a restart.
    staleTime: Infinity,
  });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
