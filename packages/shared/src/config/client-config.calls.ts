import { z } from 'zod';
import { anyone, defineCall } from '../api/contract';

export const clientConfigSchema = z.object({
  /** Map tiles for Leaflet ({z}/{x}/{y}); empty when maps show Canada's outline only. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** Payments go through the built-in sandbox (no money moves): test helpers may show. */
  paymentsSandbox: z.boolean(),
  /** PayPal's public client id for its checkout button; null in the sandbox. */
  paypalClientId: z.string().nullable(),
  /** A weather map to embed ({lat}, {lon}); empty: the site's chart instead. */
  weatherMapUrl: z.string(),
  /** Airwork's fee in basis points of the price before tax (PLATFORM_FEE_PERCENT × 100). */
  feeBasisPoints: z.number().int(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** What the web app needs to know of the server's configuration (the app itself is static). */
export const clientConfigCall = defineCall({
  method: 'POST',
  path: '/api/utilities/config',
  tag: 'utilities',
  summary:
    'Settings the web app reads at start: map tiles, their attribution, the payment provider',
  access: anyone,
  reads: true,
  // Nothing to send; a body, when one comes, is ignored.
  request: z.looseObject({}).nullish(),
  result: clientConfigSchema,
});
