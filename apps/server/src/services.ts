import type { AppDeps } from './app';
import type { EventHub } from './adapters/events/event-hub';
import { createOpenMeteo } from './adapters/weather/weather';
import { createAdminService } from './modules/admin/admin.service';
import { createAirworkListsService } from './modules/airworks/airwork-lists.service';
import { createCategoriesService } from './modules/categories/categories.service';
import { createClassifiedsService } from './modules/classifieds/classifieds.service';
import { createDeliveryService } from './modules/delivery/delivery-use-cases';
import { createSiteWeatherService } from './modules/delivery/site-weather.service';
import { createDisputesService } from './modules/disputes/dispute-use-cases';
import { createHealthService } from './modules/health/health.service';
import { createHiringService } from './modules/hiring/hiring.service';
import { createMailboxService } from './modules/mail/mailbox.service';
import { createMembersService } from './modules/members/members.service';
import { createPilotWeatherService } from './modules/members/pilot-weather.service';
import { proposalNote } from './modules/messages/messages.access';
import { createMessagesService } from './modules/messages/messages.service';
import { createNotices } from './modules/notices/notices';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { paymentStates } from './modules/payments/payments.access';
import { createPlacesService } from './modules/places/places.service';
import { createRatingsService } from './modules/ratings/ratings.service';
import { resultCount } from './modules/results/results.access';
import { createResultsService } from './modules/results/results.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import {
  accountsOf,
  airworksOf,
  chunkStoreOf,
  countersOf,
  movesOf,
  paymentsOf,
  pilotFacesOf,
  payoutsOf,
  privacyOf,
  boardLimits,
} from './service-wiring';

// Every module's service, built once by app.ts in the order their needs ask; routes receive
// services, never the database. What a module serves is declared by the module itself
// (`*.module.ts`, listed in server-modules.ts).

/** Every module's service, built once; routes receive services, never the database. */
export function createServices(deps: AppDeps & { events: EventHub }) {
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
  const { events, mailer } = deps;
  const openMeteo = createOpenMeteo(config.weatherUrl);
  // Every notice, mail and live event of the job goes out through this (notices.ts).
  const notices = createNotices({ db, mailer, publicUrl: config.publicUrl, events, now });
  const payments = paymentsOf(deps, notices, now);
  const moves = movesOf(notices, now);
  const chunks = chunkStoreOf(deps);
  const closing = { db, publicUrl: config.publicUrl, notices, payments, moves, now, resultCount };
  const accounts = accountsOf(deps, notices, counters, now);
  const fee = { feeBasisPoints: config.platformFeeBasisPoints };

  return {
    health: createHealthService(database),
    accounts,
    categories: createCategoriesService({ db }),
    uploads,
    members,
    admin: createAdminService({ db, members, notices, now }),
    airworks: airworksOf({ db, uploads, publicUrl: config.publicUrl, moves, now, ...fee }),
    airworkLists: createAirworkListsService({ db, findPlaces, moneyOf: paymentStates, ...fee }),
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
    privacy: privacyOf(
      { db, storage, notices, publicUrl: config.publicUrl, ...signing, now },
      accounts,
      payments,
    ),
    payouts: payoutsOf(deps, now),
    notifications: createNotificationsService({ db, now }),
    mailbox: createMailboxService({ db, delivers: config.smtpUrl !== undefined }),
    messages: createMessagesService({ db, notices, uploads, now }),
    weather: createPilotWeatherService({ db, places, weather: openMeteo }),
    siteWeather: createSiteWeatherService({ weather: openMeteo, now }),
    classifieds: createClassifiedsService({ db, storage, ...boardLimits(config), counters }),
  };
}

export type Services = ReturnType<typeof createServices>;
