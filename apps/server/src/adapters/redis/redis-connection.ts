import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How long a request waits for Redis before going on without it. Redis answers in well under a
 * millisecond on a LAN; a command that waits longer is talking to a Redis that hangs.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** How long the limits leave Redis alone after a failure, before trying it again. */
export const REDIS_PAUSE_AFTER_FAILURE_MS = 2_000;

/**
 * A connection whose commands fail at once while Redis is away (no offline queue, no retries):
 * a request never waits for a reconnect. The connection itself reconnects for ever, at most a
 * second apart, and an outage is logged once when it starts and once when it ends.
 */
export async function connectRedis(url: string, logger: Logger, role: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  watchOutages(redis, logger, role);
  await redis.connect();
  return redis;
}

/**
 * The pub/sub pair of live events: publishing waits for nothing either, and the subscriber
 * subscribes again by itself after a reconnect (ioredis' autoResubscribe).
 */
export async function connectRedisPubSub(
  url: string,
  logger: Logger,
): Promise<{ publisher: Redis; subscriber: Redis }> {
  const publisher = await connectRedis(url, logger, 'live events (publish)');
  // A subscriber only waits for messages: no command timeout, which would cut SUBSCRIBE's wait.
  const subscriber = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    autoResubscribe: true,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  watchOutages(subscriber, logger, 'live events (subscribe)');
  await subscriber.connect();
  return { publisher, subscriber };
}

function watchOutages(redis: Redis, logger: Logger, role: string): void {
  let down = false;
  redis.on('ready', () => {
    if (down) logger.info({ role }, 'Redis is back');
    down = false;
  });
  redis.on('close', () => {
    if (!down && redis.status !== 'end') {
      logger.warn({ role }, 'Redis connection lost; reconnecting (limits are skipped meanwhile)');
    }
    down = true;
  });
  // Every failed reconnect emits 'error'; the outage was logged once above.
  redis.on('error', (err) => logger.debug({ err, role }, 'Redis error'));
}
