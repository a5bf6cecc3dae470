import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ResultCode } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';

/**
 * Security headers with a CSP the web app passes (no inline scripts; Mantine needs inline
 * styles), and the rate limiter, which applies only where a route asks for it.
 * CORS is closed: no CORS headers are sent, so other origins cannot call the API.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin by default; the web app embeds nothing cross-origin yet.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: ResultCode.tooManyRequests,
      message: MessageCode.tooManyRequests,
      result: null,
    }),
  });
}
