import { accountCalls } from '../accounts/account.calls';
import { mfaCalls } from '../accounts/mfa.calls';
import { mailboxCalls } from '../mail/mailbox.calls';
import { jobCalls } from '../jobs/job.calls';
import { deleteAccountCall, deletionCheckCall, exportDataCall } from '../accounts/privacy.calls';
import { airworkCalls, geocodeCall, placeAtCall } from '../airworks/airwork.calls';
import { categoriesCall } from '../categories/category.calls';
import { clientConfigCall } from '../config/client-config.calls';
import { deliveryCalls } from '../delivery/delivery.calls';
import { disputeCalls } from '../disputes/dispute.calls';
import { resultCalls } from '../delivery/result.calls';
import { hiringCalls } from '../hiring/hiring.calls';
import { paymentCalls } from '../payments/payment.calls';
import { payoutCalls } from '../payouts/payout.calls';
import { adminCalls } from '../pilots/admin.calls';
import { memberCalls } from '../pilots/member.calls';
import { publicProfileCalls } from '../pilots/public-profile.calls';
import { messageCalls } from '../messages/message.calls';
import { notificationCalls } from '../notifications/notification.calls';
import { ratingCalls } from '../ratings/rating.calls';
import type { Call } from './contract';

/**
 * Every call written on the contract. The server registers each of these through one helper,
 * and the tests that must cover every call (input safety, fuzzing, the route list) walk this
 * table — so a call added to a module's `*.calls.ts` and listed here is covered by itself.
 */
export const CONTRACT: readonly Call[] = [
  ...accountCalls,
  ...mfaCalls,
  ...mailboxCalls,
  ...jobCalls,
  exportDataCall,
  deletionCheckCall,
  deleteAccountCall,
  ...ratingCalls,
  ...deliveryCalls,
  ...paymentCalls,
  ...payoutCalls,
  ...resultCalls,
  ...hiringCalls,
  ...airworkCalls,
  geocodeCall,
  placeAtCall,
  categoriesCall,
  ...adminCalls,
  ...memberCalls,
  ...publicProfileCalls,
  clientConfigCall,
  ...messageCalls,
  ...notificationCalls,
  ...disputeCalls,
];
