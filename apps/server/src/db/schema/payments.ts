import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';
import { airworks } from './airworks';

/**
 * Money for an Airwork: one row per hold (`part` 1 at approval, 2 a fresh hold when the first
 * expired). Amounts in cents, copied from the Airwork when the order was made.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    part: smallint('part').notNull(),
    provider: text('provider').notNull(),
    /** created → held → captured | released; expired when an authorization lapsed unused. */
    state: text('state').$type<PaymentState>().notNull(),
    orderId: text('order_id').notNull(),
    authorizationId: text('authorization_id'),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /**
     * The platform's fee in hundredths of a percent of the price before tax (issue 48), as in
     * force when the order was made: taken from the pilot's share when the money is captured.
     */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    /**
     * The state the ledger was posted up to (issue 48): each state change posts its entries in
     * its own transaction and moves this along; a payment whose state is ahead of it (one from
     * before the ledger) is caught up by the payments module's job.
     */
    ledgerState: text('ledger_state').$type<PaymentState | 'none'>().notNull().default('created'),
    currency: text('currency').notNull().default('CAD'),
    /**
     * The card the sandbox charges ("visa", "4242"): the one the Airwork names when its order is
     * made, kept here so a later edit of the Airwork does not rewrite what was paid with. PayPal
     * pays from the payer's account: none.
     */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** The provider guarantees the funds until then (PayPal: 3 days); reauthorize after. */
    honorUntil: timestamp('honor_until', { withTimezone: true }),
    /** The authorization cannot be captured after this (PayPal: 29 days). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** PayPal allows one reauthorization, after the honor period and before expiry. */
    reauthorizedAt: timestamp('reauthorized_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /**
     * Less than the hold when an admin split a dispute (issue 25): what is captured, the rest
     * released with it. Null: the whole hold.
     */
    captureCents: integer('capture_cents'),
    captureId: text('capture_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * A call to the provider in flight for this payment (authorize, reauthorize, capture,
     * void), claimed before the call and cleared when its outcome is recorded — so the call
     * runs outside any transaction and two requests never make it twice. Past `provider_call_until`
     * the claimant is presumed gone and another may make the call again (same request id).
     */
    providerCall: text('provider_call'),
    providerCallUntil: timestamp('provider_call_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.provider, t.orderId),
    index('payments_airwork_idx').on(t.airworkId, t.part),
  ],
);

/** Provider notifications already applied: a replayed one is acknowledged and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_key').on(t.provider, t.eventId)],
);
