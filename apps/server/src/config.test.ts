import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = { SIGNING_SECRET: 'a-secret-of-at-least-thirty-two-characters' };

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded database and demo data outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('turns demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ...SECRET }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', ADMIN_PASSWORD: 'secret-pass' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('ADMIN_USERNAME');
    }
  });

  it('shares live events through Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...SECRET }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'airwork:',
    });
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('refuses to start several instances or production without one signing secret', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return undefined;
      } catch (err) {
        return (err as ConfigError).problems.find((p) => p.startsWith('SIGNING_SECRET'));
      }
    };
    expect(problem({ REDIS_URL: 'redis://127.0.0.1:6379' })).toContain('REDIS_URL');
    expect(problem({ S3_BUCKET: 'airwork-files' })).toContain('S3_BUCKET');
    expect(problem({ NODE_ENV: 'production' })).toContain('NODE_ENV=production');
    expect(problem({ SIGNING_SECRET: 'short', REDIS_URL: 'redis://127.0.0.1:6379' })).toBeDefined();
    expect(problem({ REDIS_URL: 'redis://127.0.0.1:6379', ...SECRET })).toBeUndefined();
    // One process alone may sign with a random secret of its own.
    expect(problem({})).toBeUndefined();
    expect(loadConfig({}).signingSecret).not.toBe(loadConfig({}).signingSecret);
    expect(loadConfig(SECRET).signingSecret).toBe(SECRET.SIGNING_SECRET);
  });

  it('keeps files in S3 only when a bucket is named, with its settings checked', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'airwork-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        ...SECRET,
      }).s3,
    ).toEqual({
      bucket: 'airwork-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // The SDK's own chain (an instance role) when no keys are given.
    expect(
      loadConfig({ S3_BUCKET: 'airwork-files', S3_REGION: 'ca-central-1', ...SECRET }).s3,
    ).toMatchObject({ region: 'ca-central-1', credentials: undefined, forcePathStyle: false });
    for (const env of [
      { S3_BUCKET: 'Not_A_Bucket', ...SECRET },
      { S3_BUCKET: 'airwork-files', S3_ACCESS_KEY_ID: 'key', ...SECRET },
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('believes X-Forwarded-For only when told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('turns the guessing limits off only outside production (browser journeys)', () => {
    expect(loadConfig({}).rateLimit.loginPerAccountIp.max).toBe(10);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimit.perIp).toBeGreaterThan(10_000);
    expect(() => loadConfig({ NODE_ENV: 'production', RATE_LIMITS: 'off', ...SECRET })).toThrow(
      ConfigError,
    );
  });

  it('uses the payments sandbox unless both PayPal credentials are given', () => {
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }).paypal).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      apiUrl: 'https://api-m.sandbox.paypal.com',
      webhookId: undefined,
    });
    const live = loadConfig({
      PAYPAL_CLIENT_ID: 'a',
      PAYPAL_CLIENT_SECRET: 'b',
      PAYPAL_API_URL: 'https://api-m.paypal.com/',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    }).paypal;
    expect(live).toMatchObject({ apiUrl: 'https://api-m.paypal.com', webhookId: 'WH-1' });
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'a' })).toThrow(ConfigError);
  });
});
