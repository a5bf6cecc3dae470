import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.driver };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' });
      }
    });
  };
}
