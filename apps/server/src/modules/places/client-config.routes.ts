import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { ok } from '../../lib/envelope';

const clientConfigSchema = z.object({
  /** Map tiles for Leaflet ({z}/{x}/{y}); empty when maps show Canada's outline only. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** Payments go through the built-in sandbox (no money moves): test helpers may show. */
  paymentsSandbox: z.boolean(),
  /** PayPal's public client id for its checkout button; null in the sandbox. */
  paypalClientId: z.string().nullable(),
  /** A weather map to embed ({lat}, {lon}); empty: the site's chart instead. */
  weatherMapUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** What the web app needs to know of the server's configuration (the app itself is static). */
export function clientConfigRoutes(config: {
  mapTileUrl: string;
  weatherMapUrl: string;
  paypal: { clientId: string } | undefined;
}) {
  const body: ClientConfig = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapTileUrl.includes('openstreetmap.org')
      ? '© OpenStreetMap contributors'
      : '',
    paymentsSandbox: config.paypal === undefined,
    paypalClientId: config.paypal?.clientId ?? null,
    weatherMapUrl: config.weatherMapUrl,
  };
  return async (plugin: FastifyInstance): Promise<void> => {
    plugin.withTypeProvider<ZodTypeProvider>().post(
      '/api/utilities/config',
      {
        schema: {
          tags: ['utilities'],
          summary:
            'Settings the web app reads at start: map tiles, their attribution, the payment provider',
          response: { 200: envelopeSchema(clientConfigSchema) },
        },
      },
      async () => ok(body),
    );
  };
}
