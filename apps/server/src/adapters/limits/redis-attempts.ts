import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Attempts, AttemptsFactory } from '../../lib/attempt-counter';
import { REDIS_PAUSE_AFTER_FAILURE_MS } from '../redis/redis-connection';

// The limits' counts shared by every instance: one sorted set per key, scored by time, trimmed
// to the longest window and expiring with it, so Redis holds only what can still count.

type Skipper = <T>(fallback: T, work: () => Promise<T>) => Promise<T>;

/**
 * Runs Redis work unless Redis is away: for a pause after a failure (a Redis that hangs costs
 * one command timeout, not one per call), the fallback is answered at once. A dead Redis fails
 * at once anyway: the connection has no offline queue (adapters/redis/redis-connection.ts). Logged once when skipping starts and once when it ends.
 */
function skipWhileAway(logger: Logger, pauseMs: number): Skipper {
  let pausedUntil = 0;
  let skipping = false;
  const skip = <T>(fallback: T, err?: unknown): T => {
    if (!skipping) logger.warn({ err }, 'Redis unavailable: limits not enforced until it is back');
    skipping = true;
    return fallback;
  };
  return async (fallback, work) => {
    if (Date.now() < pausedUntil) return skip(fallback);
    try {
      const result = await work();
      if (skipping) logger.info('Redis answers again: limits enforced');
      skipping = false;
      return result;
    } catch (err) {
      pausedUntil = Date.now() + pauseMs;
      return skip(fallback, err);
    }
  };
}

/**
 * Counters in Redis under `{prefix}{scope}:`. When Redis does not answer, a limit is not
 * enforced for that call: signing in must not fail, or wait, because a counter is away.
 */
export function redisAttempts(
  redis: Redis,
  prefix: string,
  logger: Logger,
  pauseMs = REDIS_PAUSE_AFTER_FAILURE_MS,
): AttemptsFactory {
  const unlessAway = skipWhileAway(logger, pauseMs);
  return (scope, longestWindowMs, now): Attempts => {
    const keyOf = (key: string) => `${prefix}${scope}:${key}`;
    return {
      reached: (key, limit) =>
        unlessAway(false, async () => {
          const since = now() - limit.windowMs;
          return (await redis.zcount(keyOf(key), `(${since}`, '+inf')) >= limit.max;
        }),
      add: (key) =>
        unlessAway(undefined, async () => {
          const k = keyOf(key);
          const t = now();
          const replies = await redis
            .multi()
            .zadd(k, t, `${t}:${randomBytes(6).toString('hex')}`)
            .zremrangebyscore(k, '-inf', t - longestWindowMs)
            .pexpire(k, longestWindowMs)
            .exec();
          const failed = replies?.find(([err]) => err)?.[0];
          if (failed) throw failed;
        }),
      clear: (key) =>
        unlessAway(undefined, async () => {
          await redis.del(keyOf(key));
        }),
    };
  };
}
