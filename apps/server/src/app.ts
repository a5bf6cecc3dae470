import { createMessagesService } from './modules/messages/messages.service';
import { createDisputesService } from './modules/disputes/dispute-use-cases';
import { disputesRoutes } from './modules/disputes/disputes.routes';
import { proposalNote } from './modules/messages/messages.access';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import {
  accountsOf,
  chunkStoreOf,
  countersOf,
  airworksOf,
  paymentsOf,
  movesOf,
  pilotFacesOf,
  privacyOf,
} from './service-wiring';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { createMailboxService } from './modules/mail/mailbox.service';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { compressReply } from './lib/reply-compression';
import { replySerializer } from './lib/reply-serializer';
import type { Logger } from 'pino';
import type { Geocoder } from './adapters/geocoder/geocoder';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { FileStorage } from './adapters/storage/file-storage';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { airworksRoutes } from './modules/airworks/airworks.routes';
import { airworkListsRoutes } from './modules/airworks/airwork-lists.routes';
import { createAirworkListsService } from './modules/airworks/airwork-lists.service';
import { hiringRoutes } from './modules/hiring/hiring.routes';
import { paymentStates } from './modules/payments/payments.access';
import { createHiringService } from './modules/hiring/hiring.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { createRatingsService } from './modules/ratings/ratings.service';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { createCategoriesService } from './modules/categories/categories.service';
import { classifiedsRoutes } from './modules/classifieds/classifieds.routes';
import { createClassifiedsService } from './modules/classifieds/classifieds.service';
import { healthRoutes } from './modules/health/health.routes';
import { clientConfigRoutes } from './modules/places/client-config.routes';
import { placesRoutes } from './modules/places/places.routes';
import { createPlacesService } from './modules/places/places.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { membersRoutes } from './modules/members/members.routes';
import { createPilotWeatherService } from './modules/members/pilot-weather.service';
import { createOpenMeteo } from './adapters/weather/weather';
import { createMembersService } from './modules/members/members.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createHealthService } from './modules/health/health.service';
import type { Mailer } from './modules/mail/mail.service';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorReply, frameworkErrorReply, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { createDeliveryService } from './modules/delivery/delivery-use-cases';
import { createSiteWeatherService } from './modules/delivery/site-weather.service';
import { resultsRoutes } from './modules/results/results.routes';
import { createResultsService } from './modules/results/results.service';
import type { S3Bucket } from './adapters/storage/s3-bucket';
import { createLocalEventHub, type EventHub } from './adapters/events/event-hub';
import type { Redis } from 'ioredis';
import { eventsRoutes } from './modules/events/events.routes';
import { createNotices } from './modules/notices/notices';
import { defaultWebRoot, registerWeb } from './plugins/web';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { scheduledWork } from './scheduled-work';

/** A route as registered, and the contract entry it came from (none for pages and legacy calls). */
export interface RouteEntry {
  method: string;
  url: string;
  contract: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
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
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      routeTable.push({ method, url: r.url, contract: r.config?.contract });
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

/** Every module's service, built once; routes receive services, never the database. */
function createServices(deps: AppDeps & { events: EventHub }) {
  const { config, database, storage } = deps;
  const counters = countersOf(deps);
  const db = database.db;
  const signing = { signingSecret: config.signingSecret };
  const now = deps.now ?? (() => new Date());
  const dailyBytes = config.rateLimit.uploadBytesPerDay;
  const uploads = createUploadsService({ db, storage, ...signing, dailyBytes, now });
  const places = createPlacesService({ geocoder: deps.geocoder, logger: deps.logger });
  const findPlaces = (query: string) => places.find(query, 'en');
  const members = createMembersService({ db, uploads, now, findPlaces });
  const mail = { mailer: deps.mailer, publicUrl: config.publicUrl };
  const { events } = deps;
  const openMeteo = createOpenMeteo(config.weatherUrl);
  // Every notice, mail and live event of the job goes out through this (notices.ts).
  const notices = createNotices({ db, ...mail, events, now });
  const payments = paymentsOf(deps, notices, now);
  const moves = movesOf(notices, now);
  const chunks = chunkStoreOf(deps);
  const closing = { db, publicUrl: config.publicUrl, notices, payments, moves, now };
  const accounts = accountsOf(deps, counters, now);

  return {
    health: createHealthService(database),
    accounts,
    categories: createCategoriesService({ db }),
    uploads,
    members,
    admin: createAdminService({ db, members, notices, now }),
    airworks: airworksOf({ db, uploads, publicUrl: config.publicUrl, moves, now }),
    airworkLists: createAirworkListsService({ db, findPlaces, moneyOf: paymentStates }),
    hiring: createHiringService({
      db,
      moves,
      notices,
      now,
      proposalNote,
      ...pilotFacesOf(members),
    }),
    ratings: createRatingsService({ db, notices, now }),
    payments,
    delivery: createDeliveryService(closing),
    disputes: createDisputesService({ ...closing, uploads }),
    results: createResultsService({ db, moves, storage, chunks, ...signing, now }),
    places,
    privacy: privacyOf({ db, storage, ...mail, ...signing, now }, accounts, payments),
    notifications: createNotificationsService({ db, now }),
    mailbox: createMailboxService({ db, delivers: config.smtpUrl !== undefined }),
    messages: createMessagesService({ db, notices, uploads, now }),
    weather: createPilotWeatherService({ db, places, weather: openMeteo }),
    siteWeather: createSiteWeatherService({ weather: openMeteo, now }),
    classifieds: createClassifiedsService({
      db,
      storage,
      postingLimit: config.rateLimit.boardPostsPerUser,
      counters,
    }),
  };
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
  await app.register(healthRoutes(services.health));
  await app.register(accountsRoutes(services.accounts, limits));
  await app.register(categoriesRoutes(services.categories));
  await app.register(airworksRoutes(services.airworks));
  await app.register(airworkListsRoutes(services.airworkLists));
  await app.register(hiringRoutes(services.hiring));
  await app.register(ratingsRoutes(services.ratings));
  await app.register(paymentsRoutes(services.payments));
  await app.register(deliveryRoutes(services.delivery, services.siteWeather));
  await app.register(resultsRoutes(services.results));
  await app.register(eventsRoutes(events));
  await app.register(notificationsRoutes(services.notifications));
  await app.register(mailboxRoutes(services.mailbox));
  await app.register(messagesRoutes(services.messages, limits));
  await app.register(disputesRoutes(services.disputes, limits));
  const jobs = createJobRunner({
    db: deps.database.db,
    logger: deps.logger,
    now,
    jobs: scheduledWork(services, now),
  });
  app.decorate('jobs', jobs);
  app.decorate('runDeliveryJobs', async () => ({ ...NOTHING_DONE, ...(await jobs.runAll()) }));
  await app.register(jobsRoutes(jobs));
  // What a process killed mid-write left behind, before this one writes anything.
  app.addHook('onReady', async () => {
    const partials = await services.results.sweepPartials(true);
    if (partials > 0) app.log.info({ partials }, 'removed half-written files of a previous run');
  });
  await app.register(uploadsRoutes(services.uploads));
  await app.register(membersRoutes(services.members, services.weather));
  await app.register(adminRoutes(services.admin));
  await app.register(privacyRoutes(services.privacy));
  await app.register(placesRoutes(services.places, limits));
  await app.register(clientConfigRoutes(deps.config));
  await app.register(classifiedsRoutes(services.classifieds));
  await registerWeb(app, deps.webRoot ?? defaultWebRoot);
  return app;
}
