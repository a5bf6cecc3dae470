import type { PayoutProvider } from '../adapters/payouts/payout-provider';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { MailTransport, OutgoingMail } from '../adapters/mail/mail-transport';
import { NO_RATE_LIMITS, loadConfig, type AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../modules/mail/mail.service';
import { createLogger } from '../logger';
import { createRuntime } from '../runtime';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  close(): Promise<void>;
  /** For a restart: the database, and whether this app's close() may end it. */
  database?: Database;
  handOver?: () => void;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  transport?: MailTransport;
  rateLimit?: Partial<AppConfig['rateLimit']>;
  /** Receives every log line (JSON), at trace level, instead of discarding them. */
  logSink?: (line: string) => void;
  /** A built web app to serve instead of the stand-in. */
  webRoot?: string;
  /** The clock of the money and delivery rules; the scheduled work runs only when asked. */
  now?: () => Date;
  /**
   * A server "restart": this app opens on the database and data directory of `restartOf`,
   * whose close() then leaves both to it.
   */
  restartOf?: TestApp;
  /**
   * A second instance: this app opens on the database, data directory and settings of
   * `alongside` and runs beside it (its close() leaves them to the first).
   */
  alongside?: TestApp;
  /** With `alongside`: a data directory of its own, as an instance on another machine has. */
  ownDisk?: boolean;
  /** PostgreSQL only: connect through this address instead (a proxy the test can cut). */
  databaseThrough?: (url: URL) => URL;
  /** Who pays pilots out (a provider that fails, then recovers); the sandbox by default. */
  payouts?: PayoutProvider;
  /** Adds test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void;
}

let webRoot: Promise<string> | undefined;

/** A stand-in for the built web app, so tests do not depend on `npm run build`. */
function fixtureWebRoot(): Promise<string> {
  webRoot ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'airwork-web-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Airwork</title>');
    return dir;
  })();
  return webRoot;
}

async function testConfig(options: TestAppOptions): Promise<AppConfig> {
  if (options.restartOf) return options.restartOf.config;
  if (options.alongside && options.ownDisk) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-data-'));
    return { ...options.alongside.config, dataDir };
  }
  if (options.alongside) return options.alongside.config;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-data-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    // One secret, as a deployment of several instances has (required with REDIS_URL or S3).
    SIGNING_SECRET: 'test-signing-secret-shared-by-every-instance',
    ...options.env,
  });
  return {
    ...base,
    mailPollMs: 60_000,
    // Tests meet a limit only where they set one.
    rateLimit: { ...NO_RATE_LIMITS, ...options.rateLimit },
  };
}

/** The real application on a fresh database, as `npm start` builds it, minus listening. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const logger = options.logSink
    ? createLogger('trace', { write: options.logSink })
    : pino({ level: 'silent' });
  const config = await testConfig(options);
  const previous = options.restartOf;
  previous?.handOver?.();
  const peer = options.alongside;
  const database =
    previous?.database ??
    peer?.database ??
    (await openTestDatabase(logger, options.databaseThrough));
  let owned = peer === undefined;
  const runtime = await createRuntime(config, logger, {
    // The runtime closes its database with the app, unless a restart took it over.
    database: { ...database, close: async () => (owned ? database.close() : undefined) },
    transport: options.transport,
    webRoot: options.webRoot ?? (await fixtureWebRoot()),
    now: options.now,
    payouts: options.payouts,
    jobs: false,
  });
  options.extend?.(runtime.app);
  await runtime.app.ready();
  return {
    app: runtime.app,
    db: database.db,
    mailer: runtime.mailer,
    config,
    database,
    handOver: () => {
      owned = false;
    },
    close: async () => {
      await runtime.close();
      if (owned || options.ownDisk) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A mail transport that keeps what it is given; set `failNext` to make sends fail. */
export function memoryTransport(): MailTransport & { sent: OutgoingMail[]; failNext: number } {
  const t = {
    kind: 'smtp' as const,
    sent: [] as OutgoingMail[],
    failNext: 0,
    send(mail: OutgoingMail) {
      if (t.failNext > 0) {
        t.failNext -= 1;
        return Promise.reject(new Error('SMTP unavailable'));
      }
      t.sent.push(mail);
      return Promise.resolve();
    },
    close: () => undefined,
  };
  return t;
}

/**
 * The first mail `transport` sent that matches, waiting up to 5 s: the app's own background
 * sender may hold it in a pass of its own when the test asks the outbox to deliver.
 */
export async function sentMail(
  app: TestApp,
  transport: { sent: OutgoingMail[] },
  matches: (mail: OutgoingMail) => boolean,
): Promise<OutgoingMail> {
  for (let i = 0; i < 50; i++) {
    await app.mailer.deliverDue();
    const mail = transport.sent.find(matches);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no matching mail was sent within 5 s');
}
