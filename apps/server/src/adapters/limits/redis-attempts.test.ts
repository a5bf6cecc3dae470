import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/api';
import { redisAttempts } from './redis-attempts';

// The limits counted in the machine's Redis (CI sets TEST_REDIS_URL when one answers; without
// it the in-process counter runs, which guessing.test.ts covers), so that several instances
// share them.

const url = process.env.TEST_REDIS_URL;
const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
const logger = pino({ level: 'silent' });
const minute = 60_000;
const opened: { quit(): Promise<unknown> }[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  if (url) {
    const redis = new Redis(url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    opened.push(redis);
  }
  await Promise.all(opened.map((r) => r.quit()));
});

describe.runIf(url)('attempt counters in Redis', () => {
  it('count in a sliding window, forget a cleared key, and expire with the longest window', async () => {
    const redis = new Redis(url!);
    opened.push(redis);
    let clock = 1_000_000;
    const attempts = redisAttempts(redis, prefix, logger)('unit', 10 * minute, () => clock);
    const limit = { max: 2, windowMs: minute };
    await attempts.add('k');
    clock += 30_000;
    await attempts.add('k');
    expect(await attempts.reached('k', limit)).toBe(true);
    clock += 31_000; // the first is now out of the window
    expect(await attempts.reached('k', limit)).toBe(false);
    expect(await redis.pttl(`${prefix}unit:k`)).toBeGreaterThan(0);
    await attempts.clear('k');
    expect(await redis.exists(`${prefix}unit:k`)).toBe(0);
  });

  it('does not refuse anyone when Redis does not answer', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const attempts = redisAttempts(away, prefix, logger)('away', minute, Date.now);
    await attempts.add('k');
    expect(await attempts.reached('k', { max: 0, windowMs: minute })).toBe(false);
    away.disconnect();
  });

  it('are shared by the instances: failures on one count on the other', async () => {
    const a = await buildTestApp({
      env: { REDIS_URL: url!, REDIS_PREFIX: prefix },
      rateLimit: { loginPerAccountIp: { max: 3, windowMs: minute } },
    });
    apps.push(a);
    const b = await buildTestApp({ restartOf: a });
    apps.push(b);
    const user = await registerUser(a.app, { role_id: 2 });
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { userName: user.username, userPwd: 'wrong guess' },
        remoteAddress: '127.0.3.3',
      });
    for (let i = 0; i < 3; i += 1) expect((await login(a)).statusCode).toBe(200);
    expect((await login(b)).statusCode).toBe(429);
  });

  it('share the calls-per-IP limits too', async () => {
    const a = await buildTestApp({
      env: { REDIS_URL: url!, REDIS_PREFIX: `${prefix}ip-` },
      rateLimit: { perIp: 2 },
    });
    apps.push(a);
    const b = await buildTestApp({ restartOf: a });
    apps.push(b);
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { userName: 'nobody-here', userPwd: 'x' },
        remoteAddress: '127.0.4.4',
      });
    expect((await login(a)).statusCode).toBe(200);
    expect((await login(b)).statusCode).toBe(200);
    expect((await login(a)).statusCode).toBe(429);
    expect((await login(b)).statusCode).toBe(429);
  });
});
