import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { compressReply } from './lib/reply-compression';
import { replySerializer } from './lib/reply-serializer';
import type { Logger } from 'pino';
import type { Geocoder } from './adapters/geocoder/geocoder';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { PayoutProvider } from './adapters/payouts/payout-provider';
import type { FileStorage } from './adapters/storage/file-storage';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Mailer } from './modules/mail/mail.service';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorReply, frameworkErrorReply, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import type { S3Bucket } from './adapters/storage/s3-bucket';
import { createLocalEventHub, type EventHub } from './adapters/events/event-hub';
import type { Redis } from 'ioredis';
import { defaultWebRoot, registerWeb } from './plugins/web';
import { createServices } from './services';
import { SERVER_MODULES } from './server-modules';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner';
import { scheduledWork } from './scheduled-work';

/** A route as registered, and the contract entry it came from (none for pages and legacy calls). */
export interface RouteEntry {
  method: string;
  url: string;
  contract: string | undefined;
  /** The module whose definition registered it (none for the web's pages). */
  module: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
    /** The module whose routes are being registered (server-modules.ts). */
    registeringModule: string | undefined;
    /** The scheduled work (scheduled-work.ts): the runtime's timer ticks it every minute. */
    jobs: JobRunner;
    /**
     * Every scheduled job now, whatever its interval (tests and the demo's story drive the
     * clock with it), but one another instance is running: what each did, counted.
     */
    runDeliveryJobs(): Promise<{
      started: number;
      accepted: number;
      captured: number;
      /** Dispute decisions whose money moved on a retry. */
      settled: number;
      /** Disputed holds that passed their validity (the clients were asked to renew). */
      lapsed: number;
      swept: number;
      orphans: number;
      /** Half-written files of writers that are gone (checked with the orphans). */
      partials: number;
      /** Unread-message digests mailed. */
      digests: number;
    }>;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  storage: FileStorage;
  /** With S3_BUCKET: the bucket `storage` keeps files in, where result uploads go as parts. */
  bucket?: S3Bucket;
  geocoder: Geocoder;
  payments: PaymentProvider;
  /** Who pays pilots out (issue 48); the sandbox by default, while payments are the sandbox's. */
  payouts?: PayoutProvider;
  logger: Logger;
  /** Live events for open tabs; one process's own unless a shared (Redis) hub is given. */
  events?: EventHub;
  /**
   * Where the limits count (failed log-ins, posts, calls per IP): a Redis every instance shares,
   * keys under `prefix`; this process's memory when not given.
   */
  limitStore?: { redis: Redis; prefix: string };
  /** The clock of the money and delivery rules; tests move it to reach day 15. */
  now?: () => Date;
  /** The built web app; defaults to apps/web/dist. */
  webRoot?: string;
}

/** What a pass answers for a job that did not run in it (another instance was running it). */
const NOTHING_DONE = {
  started: 0,
  accepted: 0,
  captured: 0,
  settled: 0,
  lapsed: 0,
  swept: 0,
  orphans: 0,
  partials: 0,
  digests: 0,
};

/** JSON bodies are small; files go through the upload routes with their own limits. */
const BODY_LIMIT = 1024 * 1024;

/** Fastify's trustProxy: a number of hops becomes the function its types expect for it. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_: string, hop: number) => hop < trust : trust;
}

function createFastify(deps: AppDeps): FastifyInstance {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializer);
  // Every route, as registered: which come from the contract is checked by a test.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('registeringModule', undefined);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      const module = app.registeringModule;
      routeTable.push({ method, url: r.url, contract: r.config?.contract, module });
    }
  });
  // While shutting down, replies to requests still in flight ask the client to close its
  // keep-alive connection, so the server can finish closing once they are answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks on the hot path: an async hook costs every request a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    // Replies are private unless a route says otherwise (static files and photos do).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    compressReply(request, reply, payload, done);
  });
  return app;
}

/** Builds the whole application without listening: tests drive it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps);
  registerErrorHandling(app);
  await registerSecurity(app, deps.config, deps.limitStore);
  await registerDocs(app);

  const events = deps.events ?? createLocalEventHub();
  const services = createServices({ ...deps, events });
  const limits = deps.config.rateLimit;
  const now = deps.now ?? (() => new Date());
  // Read by every contract route as it is registered (plugins/route.ts).
  app.decorate('userCallLimits', { on: limits.callsPerUser, checks: new Map() });
  app.decorate('secondFactors', {
    adminRequired: deps.config.adminMfaRequired,
    now,
  });
  app.decorate('outcomesStrict', deps.config.env !== 'production');
  registerAuth(app, services.accounts.sessionCaller);
  const jobs = createJobRunner({
    db: deps.database.db,
    logger: deps.logger,
    now,
    jobs: scheduledWork(SERVER_MODULES, services, now),
  });
  app.decorate('jobs', jobs);
  app.decorate('runDeliveryJobs', async () => ({ ...NOTHING_DONE, ...(await jobs.runAll()) }));
  const context = { limits, config: deps.config, events, jobs };
  for (const m of SERVER_MODULES) {
    // Each route remembers the module that registered it (a test holds modules to their calls).
    app.registeringModule = m.name;
    for (const routes of m.routes?.(services, context) ?? []) await app.register(routes);
    const ready = m.onReady;
    if (ready) app.addHook('onReady', () => ready(services, app.log));
  }
  app.registeringModule = undefined;
  await registerWeb(app, deps.webRoot ?? defaultWebRoot);
  return app;
}
