import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function healthRoutes(health: HealthService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      try {
        return { status: 'ready', ...(await health.checkReady()) };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
