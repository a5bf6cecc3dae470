import path from 'node:path';
import { createChunkStore } from './adapters/storage/chunk-store';
import { createS3ChunkStore } from './adapters/storage/s3-chunk-store';
import type { AppDeps } from './app';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import { createAirworksService, type AirworksDeps } from './modules/airworks/airworks.service';
import { createAirworkMoves } from './modules/airworks/airwork-lifecycle';
import type { Notices } from './modules/notices/notices';
import { closeOthers } from './modules/hiring/hiring.access';
import { paymentStates } from './modules/payments/payments.access';
import { createAccountsService, type AccountsService } from './modules/accounts/accounts.service';
import { redisAttempts } from './adapters/limits/redis-attempts';
import type { createMembersService } from './modules/members/members.service';
import { createPaymentsService, type PaymentsService } from './modules/payments/payment-use-cases';
import { createPrivacyService, type PrivacyDeps } from './modules/privacy/data-export.service';
import { createMultipartLedger } from './modules/results/multipart-ledger.repository';
import { HEAD_BYTES } from './modules/results/result-media';
import { personalDataHolders } from './server-modules';
import { createSandboxPayouts } from './adapters/payouts/payout-provider';
import { createPayoutsService } from './modules/payouts/payouts.service';

// How app.ts builds the services that need more than their own dependencies: what one module
// is handed from another, and the adapters chosen by the configuration.

/**
 * The privacy module (issue 45), with what it is handed from below: credentials, papers, and
 * every module that holds something about a person.
 */
export function privacyOf(
  base: Omit<PrivacyDeps, 'checkCredentials' | 'keepPapers' | 'holders'>,
  accounts: AccountsService,
  payments: PaymentsService,
) {
  return createPrivacyService({
    ...base,
    holders: personalDataHolders(),
    checkCredentials: (caller, given) => accounts.checkCredentials(caller, given),
    keepPapers: async (airworkId) => {
      for (const kind of ['receipt', 'payout'] as const) {
        for (const lang of ['en', 'zh'] as const)
          await payments.renderReceipt(airworkId, kind, lang);
      }
    },
  });
}

/** The payments service; the papers a mail names (a receipt, a payout statement) are made by it when the mail is sent. */
export function paymentsOf(deps: AppDeps, notices: Notices, now: () => Date) {
  const { config } = deps;
  const payments = createPaymentsService({
    db: deps.database.db,
    notices,
    provider: deps.payments,
    now,
    signingSecret: config.signingSecret,
    business: config.business,
    storage: deps.storage,
    feeBasisPoints: config.platformFeeBasisPoints,
  });
  deps.mailer.attachWith(async (ref) => {
    const paper = await payments.renderReceipt(ref.taskId, ref.kind, ref.lang);
    return paper && { filename: paper.name, content: paper.pdf, contentType: 'application/pdf' };
  });
  return payments;
}

/** Result uploads on their way: parts of S3 multipart uploads, or files under DATA_DIR/chunks. */
export function chunkStoreOf(deps: AppDeps) {
  const { storage, bucket, config, database } = deps;
  if (bucket) return createS3ChunkStore(bucket, createMultipartLedger(database.db), HEAD_BYTES);
  return createChunkStore(path.join(config.dataDir, 'chunks'), storage, HEAD_BYTES);
}

/** What hiring reads of pilots, handed down from the members module. */
export const pilotFacesOf = (members: ReturnType<typeof createMembersService>) => ({
  pilotInfo: members.pilotPublicInfo,
  pilotInfos: members.pilotPublicInfos,
  pilotHomes: members.pilotHomes,
});

/** Where the limits count failures: Redis when the instances share one, else this process. */
export function countersOf(deps: AppDeps) {
  const { limitStore } = deps;
  return limitStore && redisAttempts(limitStore.redis, `${limitStore.prefix}counts:`, deps.logger);
}

/** The accounts service: sign-in, sessions, second factors. */
export function accountsOf(
  deps: AppDeps,
  notices: Notices,
  counters: ReturnType<typeof countersOf>,
  now: () => Date,
) {
  const { config } = deps;
  return createAccountsService({
    db: deps.database.db,
    notices,
    publicUrl: config.publicUrl,
    logger: deps.logger,
    limits: config.rateLimit,
    counters,
    signingSecret: config.signingSecret,
    adminMfaRequired: config.adminMfaRequired,
    mfaNow: now,
  });
}

/** The one way an Airwork moves, for every module that moves one (airwork-lifecycle.ts). */
export function movesOf(notices: Notices, now: () => Date) {
  return createAirworkMoves({ notices, moneyOf: paymentStates, now });
}

/**
 * The Airworks service, with what it needs from the modules above it handed down: closing an
 * Airwork's applications (hiring) and where its money stands (payments).
 */
export function airworksOf(deps: Omit<AirworksDeps, 'closeApplications' | 'moneyOf'>) {
  return createAirworksService({
    ...deps,
    closeApplications: (tx, id) => closeOthers(tx, id, 0, ApplicationStatus.closed),
    moneyOf: paymentStates,
  });
}

/**
 * The payouts (issue 48): the app's own provider when given, else the sandbox — but only while
 * payments are the sandbox's too. With PayPal configured, the sandbox would report payouts that
 * never left: none is made until PayPal Payouts is wired (docs/decisions.md).
 */
export function payoutsOf(deps: AppDeps, now: () => Date) {
  const { config } = deps;
  const provider =
    deps.payouts ??
    (config.paypal ? undefined : createSandboxPayouts(now, config.payouts.sandboxReturnMs));
  return createPayoutsService({
    db: deps.database.db,
    provider,
    now,
    holdDays: config.payouts.holdDays,
    minimumCents: config.payouts.minimumCents,
    feeBasisPoints: config.platformFeeBasisPoints,
  });
}

/** The classifieds board's limits: ads per user (rate limits' `boardPostsPerUser`). */
export const boardLimits = (config: AppDeps['config']) => ({
  postingLimit: config.rateLimit.boardPostsPerUser,
});
