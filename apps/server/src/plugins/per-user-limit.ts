import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/app-error';
import type { Limit } from '../lib/attempt-counter';

/**
 * A limit on one signed-in user's calls to a route, whatever the IP (behind the route's session
 * guard): counted in Redis when the app has one, so every instance shares it. For `route()`'s
 * `limits`; answers 429 once exceeded. `counter` names what is counted when several routes
 * share one count; by default the route's own path.
 */
export function perUserLimit(app: FastifyInstance, limit: Limit, counter?: string) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => `${counter ?? req.routeOptions.url}:user:${String(req.caller?.userId)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const verdict = await check(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests();
  };
}
