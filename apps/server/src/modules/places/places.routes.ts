import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { geocodeRequestSchema, placeSchema } from '@airwork/shared/airworks/airwork.schema';
import type { RateLimitConfig } from '../../config';
import { ok } from '../../lib/envelope';
import type { PlacesService } from './places.service';

export function placesRoutes(places: PlacesService, limits: RateLimitConfig) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/utilities/geocode',
      {
        // Typed as the user types: generous, but bounded per IP.
        config: { rateLimit: { max: limits.perIp * 4, timeWindow: limits.windowMs } },
        schema: {
          tags: ['utilities'],
          summary: 'Up to 10 places in Canada for an address or place name (languagesId 1 or 2)',
          body: geocodeRequestSchema,
          response: { 200: envelopeSchema(z.array(placeSchema)) },
        },
      },
      async (request) =>
        ok(await places.find(request.body.query, request.body.languagesId === 2 ? 'zh' : 'en')),
    );
  };
}
