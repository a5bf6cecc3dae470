import type { FastifyInstance } from 'fastify';
import { clientConfigCall, type ClientConfig } from '@airwork/shared/config/client-config.calls';
import { route } from '../../plugins/route';

/** What the web app needs to know of the server's configuration (the app itself is static). */
export function clientConfigRoutes(config: {
  mapTileUrl: string;
  weatherMapUrl: string;
  paypal: { clientId: string } | undefined;
  platformFeeBasisPoints: number;
}) {
  const body: ClientConfig = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapTileUrl.includes('openstreetmap.org')
      ? '© OpenStreetMap contributors'
      : '',
    paymentsSandbox: config.paypal === undefined,
    paypalClientId: config.paypal?.clientId ?? null,
    weatherMapUrl: config.weatherMapUrl,
    feeBasisPoints: config.platformFeeBasisPoints,
  };
  return async (app: FastifyInstance): Promise<void> => {
    route(app, clientConfigCall, () => Promise.resolve(body));
  };
}
