import type { FastifyInstance } from 'fastify';
import { geocodeCall, placeAtCall } from '@airwork/shared/airworks/airwork.calls';
import type { RateLimitConfig } from '../../config';
import { route } from '../../plugins/route';
import type { PlacesService } from './places.service';

export function placesRoutes(places: PlacesService, limits: RateLimitConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, geocodeCall, (r) => places.find(r.query, r.languagesId === 2 ? 'zh' : 'en'), {
      // Typed as the user types: generous, but bounded per IP.
      rateLimit: { max: limits.perIp * 4, timeWindow: limits.windowMs },
    });
    route(
      app,
      placeAtCall,
      (r) => places.placeAt(r, r.languagesId === 2 ? 'zh' : 'en'),
      // Once per drop of the pin.
      { rateLimit: { max: limits.perIp * 4, timeWindow: limits.windowMs } },
    );
  };
}
