import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { redisAttempts } from '../limits/redis-attempts';
import { post, registerUser } from '../../test/api';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '../../test/own-redis';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { createRedisEventHub } from '../events/redis-event-hub';
import { connectRedis } from './redis-connection';

const event: LiveEvent = { type: 'application', taskId: 1, tasksId: 'AW1', title: 'Roof' };

// A Redis of the test's own, killed and frozen: the limits skip it at once and count again
// when it returns, and no request waits for a reconnect.

const minute = 60_000;
const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
let redis: OwnRedis;
const lines: { level: number; msg: string }[] = [];
const logger = createLogger('debug', {
  write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }),
});
const warnings = (text: string) => lines.filter((l) => l.level === 40 && l.msg.includes(text));

beforeAll(async () => {
  if (redisServerAvailable) redis = await startOwnRedis();
});
afterAll(async () => {
  await redis?.stop();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(redisServerAvailable)('limits while Redis is away', () => {
  it('skip a frozen Redis after one short wait, log it once, and count again after it thaws', async () => {
    const connection = await connectRedis(redis.url, logger, 'limits');
    const attempts = redisAttempts(connection, prefix, logger, 300)('frozen', minute, Date.now);
    const limit = { max: 1, windowMs: minute };
    await attempts.add('k');
    expect(await attempts.reached('k', limit)).toBe(true);

    redis.freeze();
    try {
      // One command timeout (100 ms), then the calls skip Redis without waiting at all.
      const first = await timed(() => attempts.reached('k', limit));
      expect(first.value).toBe(false);
      expect(first.ms).toBeLessThan(1_000);
      for (let i = 0; i < 5; i += 1) expect(await attempts.reached('k', limit)).toBe(false);
      expect(warnings('limits not enforced')).toHaveLength(1);
    } finally {
      redis.thaw();
    }
    await until(() => attempts.reached('k', limit));
    connection.disconnect();
  });

  it('answer at once while Redis is dead, reconnect by themselves when it returns', async () => {
    const connection = await connectRedis(redis.url, logger, 'limits');
    const attempts = redisAttempts(connection, prefix, logger, 300)('dead', minute, Date.now);
    const limit = { max: 1, windowMs: minute };
    await redis.kill();
    try {
      const calls = await timed(async () => {
        for (let i = 0; i < 20; i += 1) {
          await attempts.add('k');
          expect(await attempts.reached('k', limit)).toBe(false);
        }
      });
      // Forty calls without a single wait for a reconnect (before: seconds each).
      expect(calls.ms).toBeLessThan(1_000);
    } finally {
      await redis.start();
    }
    await until(async () => {
      await attempts.add('k');
      return attempts.reached('k', limit);
    });
    expect(lines.some((l) => l.msg === 'Redis is back')).toBe(true);
    connection.disconnect();
  });

  it('live events flow again across instances once Redis returns, by themselves', async () => {
    const a = await createRedisEventHub(redis.url, prefix, logger);
    const b = await createRedisEventHub(redis.url, prefix, logger);
    try {
      const heard: LiveEvent[] = [];
      b.subscribe(7, (e) => heard.push(e));
      await redis.kill();
      a.publish(7, event); // dropped at once, not queued or thrown
      await redis.start();
      await until(async () => {
        a.publish(7, event);
        await new Promise((r) => setTimeout(r, 100));
        return heard.length > 0;
      });
      expect(heard[0]).toEqual(event);
    } finally {
      await a.close();
      await b.close();
    }
  });

  describe('signing in', () => {
    let t: TestApp;
    const startLog: string[] = [];
    beforeAll(async () => {
      t = await buildTestApp({
        logSink: (line) => startLog.push(line),
        env: { REDIS_URL: redis.url, REDIS_PREFIX: prefix },
        rateLimit: { loginPerAccountIp: { max: 3, windowMs: minute } },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('says at start that every instance needs the same DATA_DIR', () => {
      expect(startLog.some((l) => l.includes('every instance must use the same DATA_DIR'))).toBe(
        true,
      );
    });

    it('works while Redis is dead, and the failed log-ins count again once it is back', async () => {
      const user = await registerUser(t.app);
      const login = (password: string) =>
        post(t.app, '/api/member/login', { userName: user.username, userPwd: password });
      await redis.kill();
      try {
        const during = await timed(async () => {
          for (let i = 0; i < 5; i += 1) expect((await login(user.password)).body.code).toBe(200);
          // Limits are skipped, not enforced as "refuse everyone".
          for (let i = 0; i < 5; i += 1) expect((await login('wrong guess')).status).toBe(200);
        });
        expect(during.ms).toBeLessThan(5_000);
      } finally {
        await redis.start();
      }
      // Back: three failures from one address, then that address waits.
      await until(async () => {
        const r = await login('wrong guess');
        return r.status === 429;
      }, 10_000);
    });
  });
});
