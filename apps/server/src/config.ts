import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Limit } from './lib/attempt-counter';
import { moneyConfigOf, moneyEnv, optionalText, type MoneyConfig } from './config-money';

/**
 * The only reader of the environment. Everything is validated once at boot and a bad
 * value stops the process with the whole list of problems, not the first one.
 */
const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v === 'true'));

function envSchema(production: boolean) {
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default(production ? '0.0.0.0' : '127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    TEST_DATABASE_URL: optionalText.pipe(z.url().optional()),
    MOVE_TO_DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// URL' }).optional(),
    ),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    SEED_DEMO: flag(!production),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('Airwork <no-reply@airwork.local>'),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    GEOCODER_URL: optionalText.pipe(z.url().optional()),
    WEATHER_URL: z.string().optional(),
    MAP_TILE_URL: z.string().optional(),
    WEATHER_MAP_URL: optionalText.pipe(z.url().optional()),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    ADMIN_MFA: z.enum(['required', 'optional']).optional(),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    REDIS_PREFIX: z.string().default('airwork:'),
    SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'an S3 bucket name' })
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag(false),
    ...moneyEnv,
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(/^(true|\d{1,2}|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, {
          error: 'true, a number of hops, or a comma-separated list of proxy addresses/CIDRs',
        })
        .optional(),
    ),
  });
}

/** Rules across variables, checked on the raw values so they join the per-field problems. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (source.ADMIN_PASSWORD?.trim() && !source.ADMIN_USERNAME?.trim()) {
    problems.push('ADMIN_USERNAME: needed when ADMIN_PASSWORD is set');
  }
  if (source.NODE_ENV === 'production' && source.RATE_LIMITS === 'off') {
    problems.push('RATE_LIMITS: cannot be off in production');
  }
  if (Boolean(source.PAYPAL_CLIENT_ID?.trim()) !== Boolean(source.PAYPAL_CLIENT_SECRET?.trim())) {
    problems.push('PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (source.ADMIN_PASSWORD?.trim() && source.ADMIN_PASSWORD.trim().length < 8) {
    problems.push('ADMIN_PASSWORD: needs at least 8 characters');
  }
  return [...problems, ...sharedSetupProblems(source)];
}

const given = (value: string | undefined) => Boolean(value?.trim());

/** Rules for several instances and object storage (issue 24). */
function sharedSetupProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  // A link signed by one instance must open on the next, and survive a restart.
  const shared = ['REDIS_URL', 'S3_BUCKET'].filter((name) => given(source[name]));
  if (source.NODE_ENV === 'production') shared.push('NODE_ENV=production');
  if (shared.length > 0 && !given(source.SIGNING_SECRET)) {
    problems.push(
      `SIGNING_SECRET: needed (32+ characters, the same on every instance) when ${shared.join(', ')} is set`,
    );
  }
  if (given(source.S3_ACCESS_KEY_ID) !== given(source.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const s3Settings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'];
  if (!given(source.S3_BUCKET) && s3Settings.some((name) => given(source[name]))) {
    problems.push(
      'S3_BUCKET: needed when other S3_ settings are set (files stay on disk without it)',
    );
  }
  return problems;
}

/** Limits on guessing and flooding (docs/decisions.md, "Guessing and floods"). */
export interface RateLimitConfig {
  /** Requests a client IP may make to one sensitive route per window. */
  perIp: number;
  /** Sign-ups trying one username per window, whatever the IP. */
  perUsername: number;
  windowMs: number;
  /** Failed log-ins against one account from one IP; then that IP waits. */
  loginPerAccountIp: Limit;
  /** Failed log-ins against one account from anywhere; then only its known IPs may try. */
  loginPerAccount: Limit;
  /** Wrong old passwords given by one signed-in user. */
  changePasswordFailures: Limit;
  /** Calls to changePassword by one user. */
  changePasswordPerUser: Limit;
  /** Reset mails to one address; further requests answer the same and send nothing. */
  resetMailsPerAddress: Limit;
  /** Reset requests from one IP. */
  resetPerIp: Limit;
  /** Ads and photos posted on the board by one user. */
  boardPostsPerUser: Limit;
  /** Messages sent by one user, in all their conversations. */
  messagesPerUser: Limit;
  /**
   * Whether each call's per-user limit, declared on its contract entry (`userLimitOf`), is
   * counted; off only with RATE_LIMITS=off (tests, benchmarks).
   */
  callsPerUser: boolean;
  /** Bytes one user may upload through `/api/utilities/upload` in 24 hours (result uploads aside). */
  uploadBytesPerDay: number;
}

/** OpenStreetMap's standard tiles (their use needs the attribution the maps show). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const NONE = { max: 1_000_000, windowMs: MINUTE };
/** For tests and benchmarks, which meet a limit only where they set one. */
export const NO_RATE_LIMITS: RateLimitConfig = {
  perIp: 1_000_000,
  perUsername: 1_000_000,
  windowMs: MINUTE,
  loginPerAccountIp: NONE,
  loginPerAccount: NONE,
  changePasswordFailures: NONE,
  changePasswordPerUser: NONE,
  resetMailsPerAddress: NONE,
  resetPerIp: NONE,
  boardPostsPerUser: NONE,
  messagesPerUser: NONE,
  callsPerUser: false,
  uploadBytesPerDay: Number.MAX_SAFE_INTEGER,
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  perIp: 30,
  perUsername: 10,
  windowMs: MINUTE,
  loginPerAccountIp: { max: 10, windowMs: 15 * MINUTE },
  // OWASP ASVS 2.2.1: at most 100 failed attempts an hour on one account.
  loginPerAccount: { max: 100, windowMs: HOUR },
  changePasswordFailures: { max: 10, windowMs: 15 * MINUTE },
  changePasswordPerUser: { max: 10, windowMs: MINUTE },
  resetMailsPerAddress: { max: 3, windowMs: HOUR },
  resetPerIp: { max: 10, windowMs: HOUR },
  boardPostsPerUser: { max: 30, windowMs: 10 * MINUTE },
  // A person typing fast sends a few a minute; a script, hundreds.
  messagesPerUser: { max: 20, windowMs: MINUTE },
  callsPerUser: true,
  // Ten of the largest attachments, or forty messages' largest files: a day's honest work.
  uploadBytesPerDay: 1024 ** 3,
};

export interface S3Config {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2…); absent: AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the AWS SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`host/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

export interface AppConfig extends MoneyConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  testDatabaseUrl: string | undefined;
  /**
   * `npm run db:move`: the PostgreSQL database to move the embedded one into. Read from the
   * environment (or asked for), never the command line, where its password would show in the
   * process list and the shell's history.
   */
  moveTargetUrl: string | undefined;
  /**
   * Whether an admin must have a second factor: one without gets a session that may only enrol
   * one. `ADMIN_MFA`; by default required in production, optional elsewhere (the embedded demo
   * needs no authenticator app; the start-up message says admins are not yet protected).
   */
  adminMfaRequired: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /**
   * Behind a load balancer, which X-Forwarded-For hops to believe (Fastify's trustProxy):
   * limits per IP must see the client's address, not the balancer's.
   */
  trustProxy: boolean | number | string;
  /** A Photon-compatible geocoder for street addresses; without it, the offline gazetteer. */
  geocoderUrl: string | undefined;
  /** An Open-Meteo-compatible forecast endpoint; empty: no weather ("weather unavailable"). */
  weatherUrl: string;
  /** Map tiles ({z}/{x}/{y}); empty: no tiles, the maps draw Canada's outline only. */
  mapTileUrl: string;
  /**
   * A weather map to embed on schedule-prepare, with {lat} and {lon} for the site; empty: the
   * screen draws the site's 7-day cloud and wind chart instead.
   */
  weatherMapUrl: string;
  /** Redis pub/sub for live events across instances; absent: one process, in memory. */
  redis?: { url: string; prefix: string };
  /**
   * Signs the short-lived links to private documents. Required with REDIS_URL, S3_BUCKET or in
   * production (every instance signs alike); random at each start otherwise (one process).
   */
  signingSecret: string;
  /** S3-compatible object storage for every file; absent: files under DATA_DIR/files. */
  s3?: S3Config;
  rateLimit: RateLimitConfig;
  /** Milliseconds between passes of the mail sender over the outbox. */
  mailPollMs: number;
  /**
   * How long a claimed mail belongs to the instance sending it; every SMTP wait is set well
   * below it (a fifth), so a send never outlives its claim.
   */
  mailLeaseMs: number;
  /** The first retry's wait after a failed send; each further one doubles it, up to an hour. */
  mailRetryMs: number;
  /**
   * How often an instance looks for scheduled work that is due; each job still runs once per
   * its own interval across all instances (scheduled-work.ts).
   */
  jobsTickMs: number;
}

function s3Of(e: z.infer<ReturnType<typeof envSchema>>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const production = source.NODE_ENV === 'production';
  const parsed = envSchema(production).safeParse(source);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) ?? []),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    testDatabaseUrl: e.TEST_DATABASE_URL,
    moveTargetUrl: e.MOVE_TO_DATABASE_URL,
    adminMfaRequired: e.ADMIN_MFA ? e.ADMIN_MFA === 'required' : production,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    geocoderUrl: e.GEOCODER_URL,
    weatherUrl: (e.WEATHER_URL ?? 'https://api.open-meteo.com/v1/forecast').trim(),
    mapTileUrl: (e.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL).trim(),
    weatherMapUrl: e.WEATHER_MAP_URL ?? '',
    /** Live events go through Redis pub/sub when set (several instances), else stay in process. */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    signingSecret: e.SIGNING_SECRET ?? randomBytes(32).toString('hex'),
    s3: s3Of(e),
    ...moneyConfigOf(e),
    // Browser journeys come from one address in bursts; the API suite tests the limits.
    rateLimit: e.RATE_LIMITS === 'off' ? NO_RATE_LIMITS : DEFAULT_RATE_LIMITS,
    mailPollMs: 5_000,
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    mailRetryMs: e.MAIL_RETRY_SECONDS * 1000,
    jobsTickMs: e.JOBS_TICK_SECONDS * 1000,
  };
}
