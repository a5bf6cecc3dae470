import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiResult } from './api-client';

/** What the server tells the web app of its configuration (POST /api/utilities/config). */
export interface ClientConfig {
  /** Leaflet tile template ({z}/{x}/{y}); empty: the maps draw Canada's outline only. */
  mapTileUrl: string;
  mapAttribution: string;
  /** Payments go through the built-in sandbox: test helpers (a random card number) may show. */
  paymentsSandbox: boolean;
  /** PayPal's public client id for its checkout button; null in the sandbox. */
  paypalClientId: string | null;
  /** A weather map to embed on schedule-prepare ({lat}, {lon}); empty: the site's chart. */
  weatherMapUrl: string;
}

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['utilities', 'config'],
    queryFn: () => apiResult<ClientConfig>('/api/utilities/config'),
    // The server's settings change only with a restart.
    staleTime: Infinity,
  });

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
