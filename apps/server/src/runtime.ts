import { createRedisEventHub } from './adapters/events/redis-event-hub';
import { connectRedis } from './adapters/redis/redis-connection';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  createSmtpTransport,
  noTransport,
  type MailTransport,
} from './adapters/mail/mail-transport';
import {
  createGazetteerGeocoder,
  createPhotonGeocoder,
  type Geocoder,
} from './adapters/geocoder/geocoder';
import { withPostalAreas } from './adapters/geocoder/postal-areas';
import type { PayoutProvider } from './adapters/payouts/payout-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { paymentProviderFor } from './adapters/payments/payment-providers';
import { createLocalStorage } from './adapters/storage/file-storage';
import { createS3Bucket } from './adapters/storage/s3-bucket';
import { createS3Storage } from './adapters/storage/s3-storage';
import { buildApp } from './app';
import { NO_RATE_LIMITS, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { ensureAdmin, type EnsureAdminResult } from './modules/accounts/admin-account';
import { seedCategories } from './modules/categories/categories.service';
import { createMailer, smtpTimeoutMs, type Mailer } from './modules/mail/mail.service';
import { seedDemoAccounts } from './seed/demo-accounts';
import { storyClock, storyDue, tellDemoStory } from './seed/demo-story';
import { createSandboxProvider } from './adapters/payments/sandbox-provider';
import { seedDemoClassifieds } from './seed/demo-classifieds';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  mailer: Mailer;
  admin: EnsureAdminResult | undefined;
  /** Stops taking requests, lets in-flight ones finish, stops the mailer, closes the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  transport?: MailTransport;
  webRoot?: string;
  geocoder?: Geocoder;
  payments?: PaymentProvider;
  /** Who pays pilots out (a test's own); the sandbox's by default. */
  payouts?: PayoutProvider;
  /** The clock of the money and delivery rules (tests move it). */
  now?: () => Date;
  /** Run the scheduled delivery work every minute (tests run passes themselves). */
  jobs?: boolean;
}

/** How often the scheduled delivery work runs: flight days, 14-day acceptance, capture retries. */

/** SMTP when configured, with every wait well inside the outbox's lease; else nothing leaves. */
function mailTransport(config: AppConfig): MailTransport {
  if (!config.smtpUrl) return noTransport;
  return createSmtpTransport(config.smtpUrl, config.mailFrom, {
    timeoutMs: smtpTimeoutMs(config.mailLeaseMs),
  });
}

/** Postal codes by their area (issue 46), whatever geocoder answers the rest. */
function geocoderOf(config: AppConfig, options: RuntimeOptions): Geocoder {
  return withPostalAreas(
    options.geocoder ??
      (config.geocoderUrl ? createPhotonGeocoder(config.geocoderUrl) : createGazetteerGeocoder()),
  );
}

/** Where files live: the S3 bucket when one is named, else DATA_DIR/files. */
function storageFor(config: AppConfig) {
  const bucket = config.s3 && createS3Bucket(config.s3);
  const storage = bucket
    ? createS3Storage(bucket)
    : createLocalStorage(path.join(config.dataDir, 'files'));
  return { bucket, storage };
}

/** With REDIS_URL: the live-events hub and the limits' connection every instance shares. */
async function connectShared(config: AppConfig, logger: Logger) {
  if (!config.redis) return { events: undefined, counting: undefined };
  // Several instances on local disk: an upload's chunks, merged files and attachments live
  // there, so an instance can serve only what it can read.
  if (!config.s3) {
    logger.warn(
      { dataDir: config.dataDir },
      'REDIS_URL is set (several instances) without S3_BUCKET: every instance must use the ' +
        'same DATA_DIR (a shared volume), or files stored by one cannot be read by another',
    );
  }
  return {
    events: await createRedisEventHub(config.redis.url, config.redis.prefix, logger),
    counting: await connectRedis(config.redis.url, logger, 'limits'),
  };
}

function startJobs(app: FastifyInstance, logger: Logger, tickMs: number): () => void {
  const timer = setInterval(() => {
    // Each job logs and records its own failure; this catches the record itself failing.
    app.jobs.tick().catch((err: unknown) => logger.error({ err }, 'scheduled work failed'));
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

function mailerOf(config: AppConfig, logger: Logger, database: Database, options: RuntimeOptions) {
  return createMailer({
    db: database.db,
    transport: options.transport ?? mailTransport(config),
    logger,
    pollMs: config.mailPollMs,
    leaseMs: config.mailLeaseMs,
    retryMs: config.mailRetryMs,
    // The wall clock, not the rules' one tests move: a lease measured on a clock that jumps
    // a fortnight ahead ends at once, and a second instance sends the mail again.
  });
}

async function seedDemoRows(db: Database['db']) {
  await seedDemoAccounts(db);
  await seedDemoClassifieds(db);
}

/**
 * The demo's story, told once through an app of its own: on a clock that walks from five weeks
 * ago to now, with the sandbox's payments, no limits, and quiet (its mails are queued for the
 * real mailer; its requests are not the operator's to read).
 */
async function tellStory(
  deps: Pick<
    Parameters<typeof buildApp>[0],
    'config' | 'logger' | 'database' | 'storage' | 'bucket' | 'webRoot'
  >,
) {
  const clock = storyClock();
  const logger = deps.logger.child({ seed: 'demo-story' }, { level: 'warn' });
  const app = await buildApp({
    ...deps,
    // The story's admin acts through a session of its own (demo-pilots.ts), not a signed-in
    // person who could enrol a second factor; its home cities come from the offline gazetteer,
    // so a configured geocoder that is down cannot stop the start.
    config: { ...deps.config, rateLimit: NO_RATE_LIMITS, adminMfaRequired: false },
    geocoder: withPostalAreas(createGazetteerGeocoder()),
    logger,
    mailer: createMailer({
      db: deps.database.db,
      transport: noTransport,
      logger,
      now: clock.now,
      pollMs: deps.config.mailPollMs,
    }),
    payments: createSandboxProvider(clock.now),
    now: clock.now,
  });
  try {
    await tellDemoStory(app, deps.database.db, clock, { holds: !deps.config.paypal });
  } finally {
    await app.close();
  }
}

/** Everything `npm start` does before listening: migrate, seed, ensure the admin, build. */
export async function createRuntime(
  config: AppConfig,
  logger: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      logger,
    }));
  await seedCategories(database.db);
  const admin = await ensureAdmin(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  if (config.seedDemo) await seedDemoRows(database.db);

  const mailer = mailerOf(config, logger, database, options);
  const { bucket, storage } = storageFor(config);
  const geocoder = geocoderOf(config, options);
  if (config.seedDemo && (await storyDue(database.db))) {
    await tellStory({
      config,
      logger,
      database,
      storage,
      bucket,
      webRoot: options.webRoot,
    });
  }
  const { events, counting } = await connectShared(config, logger);
  const app = await buildApp({
    config,
    events,
    limitStore: counting && { redis: counting, prefix: `${config.redis!.prefix}limits:` },
    database,
    mailer,
    storage,
    bucket,
    geocoder,
    payments: options.payments ?? paymentProviderFor(config, options.now),
    payouts: options.payouts,
    logger,
    now: options.now,
    webRoot: options.webRoot,
  });
  const stopJobs =
    options.jobs === false ? () => undefined : startJobs(app, logger, config.jobsTickMs);
  app.addHook('onClose', async () => {
    stopJobs();
    await events?.close();
    await counting?.quit().catch(() => undefined);
    await mailer.stop();
    await database.close();
  });
  mailer.start();
  return { app, database, mailer, admin, close: () => app.close() };
}
