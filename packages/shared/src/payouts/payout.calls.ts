import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { defineCall, onlyRoles } from '../api/contract';
import { PG_INT_MAX, boundedInt } from '../numbers';

// Money reaches the pilot (issue 48): a captured share is pending for PAYOUT_HOLD_DAYS, then
// available; the payout run pays each pilot's available balance, at or above PAYOUT_MIN_CENTS,
// by PayPal Payouts to their payout e-mail. A payout is `sending` once made and until the
// provider took it (a retry sends it again, under the same id), `in_transit` while the
// provider holds it (unclaimed), then `paid`, `failed` (never left: the money is available
// again) or `returned` (unclaimed, given back to the balance).

export const PAYOUT_STATES = ['sending', 'in_transit', 'paid', 'failed', 'returned'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const PAYOUT_METHODS = ['paypal', 'etransfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const payoutBalanceSchema = z.object({
  /** Owed, past its hold, not yet paid out: the next payout run pays it (at the minimum or more). */
  availableCents: z.number().int(),
  /** Owed, still in its hold: each share becomes available PAYOUT_HOLD_DAYS after its capture. */
  pendingCents: z.number().int(),
  /** Being paid out: sent, or sending, not yet confirmed. */
  inTransitCents: z.number().int(),
  paidCents: z.number().int(),
  /** Airwork's fee in force now, a percentage of the price before tax. */
  feePercent: z.number(),
  /** The smallest payout, in cents. */
  minimumCents: z.number().int(),
  /** The first day a pending share becomes available (Eastern), or null when none is pending. */
  nextAvailableOn: z.string().nullable(),
  /** Where payouts go; null when the pilot chose no PayPal e-mail (payouts wait for one). */
  method: z.enum(PAYOUT_METHODS).nullable(),
  receiver: z.string().nullable(),
  currency: z.string(),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

export const payoutBalanceCall = defineCall({
  method: 'POST',
  path: '/api/payouts/balance',
  tag: 'payouts',
  summary:
    "The calling pilot's money: available, pending (with the day the next share frees), in transit and paid out, and where payouts go",
  access: onlyRoles(Role.pilot),
  reads: true,
  request: z.object({}),
  result: payoutBalanceSchema,
  outcomes: [],
});

export const payoutSchema = z.object({
  id: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  receiver: z.string(),
  /** The provider's reference of the payout, once it took it. */
  reference: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why it failed or came back, as the provider said. */
  failure: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListCall = defineCall({
  method: 'POST',
  path: '/api/payouts/list',
  tag: 'payouts',
  summary: "The calling pilot's payouts, newest first, a page at a time",
  access: onlyRoles(Role.pilot),
  reads: true,
  request: z.object({ page: boundedInt(1, PG_INT_MAX).default(1), size: pageSizeSchema }),
  result: z.object({ total: z.number().int(), data: z.array(payoutSchema) }),
  outcomes: [],
});

export const payoutCalls = [payoutBalanceCall, payoutListCall] as const;
