import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Attempts, AttemptsFactory } from '../../lib/attempt-counter';

// The limits' counts shared by every instance: one sorted set per key, scored by time, trimmed
// to the longest window and expiring with it, so Redis holds only what can still count.

/**
 * Counters in Redis under `{prefix}{scope}:`. When Redis does not answer, a limit is not
 * enforced for that call (logged): signing in must not fail because a counter is away.
 */
export function redisAttempts(redis: Redis, prefix: string, logger: Logger): AttemptsFactory {
  return (scope, longestWindowMs, now): Attempts => {
    const keyOf = (key: string) => `${prefix}${scope}:${key}`;
    const unavailable = (err: unknown) => {
      logger.warn({ err, scope }, 'attempt counter unavailable; limit not enforced');
    };
    return {
      async reached(key, limit) {
        try {
          const since = now() - limit.windowMs;
          return (await redis.zcount(keyOf(key), `(${since}`, '+inf')) >= limit.max;
        } catch (err) {
          unavailable(err);
          return false;
        }
      },
      async add(key) {
        const k = keyOf(key);
        const t = now();
        try {
          await redis
            .multi()
            .zadd(k, t, `${t}:${randomBytes(6).toString('hex')}`)
            .zremrangebyscore(k, '-inf', t - longestWindowMs)
            .pexpire(k, longestWindowMs)
            .exec();
        } catch (err) {
          unavailable(err);
        }
      },
      async clear(key) {
        try {
          await redis.del(keyOf(key));
        } catch (err) {
          unavailable(err);
        }
      },
    };
  };
}
