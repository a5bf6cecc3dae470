import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { ResultCode } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';
import type { AppConfig } from '../config';
import { sourceOrigin } from '../lib/source-origin';

/** The sources one setting adds to a CSP directive (none when it is off or same-origin). */
const from = (template: string) => {
  const origin = sourceOrigin(template);
  return origin ? [origin] : [];
};

/**
 * PayPal's checkout script and its frames, per PayPal's CSP advice (JS SDK "Best Practices"),
 * allowed only when PayPal is configured; its advice to allow inline scripts is not taken.
 */
const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * The headers Helmet sets for these options. They depend on nothing in the request, so they are
 * computed once: @fastify/helmet builds a new Helmet (parsing every CSP directive) on each
 * request, which cost ~5 % of a simple call's CPU in the benchmark.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/**
 * Security headers with a CSP the web app passes (no inline scripts; Mantine needs inline
 * styles), and the rate limiter, which applies only where a route asks for it. The only other
 * origins allowed are the configured map tiles (pictures), weather map (a frame) and PayPal.
 * CORS is closed: no CORS headers are sent, so other origins cannot call the API.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Pick<AppConfig, 'mapTileUrl' | 'weatherMapUrl' | 'paypal'>,
  shared?: { redis: Redis; prefix: string },
): Promise<void> {
  const paypal = config.paypal ? PAYPAL_SOURCES : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...from(config.mapTileUrl), ...paypal],
        frameSrc: ["'self'", ...from(config.weatherMapUrl), ...paypal],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...paypal],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The weather map is a frame; the app's own documents need no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when several instances share it; a Redis outage skips the limit.
    ...(shared && { redis: shared.redis, nameSpace: `${shared.prefix}per-ip:`, skipOnError: true }),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: ResultCode.tooManyRequests,
      message: MessageCode.tooManyRequests,
      result: null,
    }),
  });
}
