import type { ServerModule } from './server-module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { mailModule } from './modules/mail/mail.module';
import { uploadsModule } from './modules/uploads/uploads.module';
import { placesModule } from './modules/places/places.module';
import { categoriesModule } from './modules/categories/categories.module';
import { healthModule } from './modules/health/health.module';
import { eventsModule } from './modules/events/events.module';
import { classifiedsModule } from './modules/classifieds/classifieds.module';
import { jobsModule } from './modules/jobs/jobs.module';
import { ledgerModule } from './modules/ledger/ledger.module';
import { noticesModule } from './modules/notices/notices.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { airworksModule } from './modules/airworks/airworks.module';
import { hiringModule } from './modules/hiring/hiring.module';
import { paymentsModule } from './modules/payments/payments.module';
import { deliveryModule } from './modules/delivery/delivery.module';
import { resultsModule } from './modules/results/results.module';
import { ratingsModule } from './modules/ratings/ratings.module';
import { disputesModule } from './modules/disputes/disputes.module';
import { messagesModule } from './modules/messages/messages.module';
import { membersModule } from './modules/members/members.module';
import { payoutsModule } from './modules/payouts/payouts.module';
import { adminModule } from './modules/admin/admin.module';
import { privacyModule } from './modules/privacy/privacy.module';

// Every module of the server, as each declares itself (server-module.ts), lowest layer first
// (MODULE_STACK, eslint.config.js): app.ts registers their routes and runs their jobs from this
// list, and the tests that hold modules to their word (their calls, their tables) walk it.

export const SERVER_MODULES: readonly ServerModule[] = [
  notificationsModule,
  mailModule,
  uploadsModule,
  placesModule,
  categoriesModule,
  healthModule,
  eventsModule,
  classifiedsModule,
  jobsModule,
  ledgerModule,
  noticesModule,
  accountsModule,
  airworksModule,
  hiringModule,
  paymentsModule,
  deliveryModule,
  resultsModule,
  ratingsModule,
  disputesModule,
  messagesModule,
  membersModule,
  payoutsModule,
  adminModule,
  privacyModule,
];

/** The modules that hold something about a person, lowest layer first (the privacy module's). */
export const personalDataHolders = (modules: readonly ServerModule[] = SERVER_MODULES) =>
  modules.flatMap((m) => (m.personalData ? [{ module: m.name, data: m.personalData }] : []));
