import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PayoutMethod, PayoutState } from '@airwork/shared/payouts/payout.calls';
import { users } from './users';

/**
 * A payout of a pilot's available balance (issue 48). Made (`sending`) in the transaction that
 * reserves its amount; sent to the provider outside any transaction under `payout-<id>`, so a
 * retry can never pay twice; its ledger entries are posted when the provider takes it
 * (`in_transit`, or `paid`) and when it comes back (`returned`). A refused one (`failed`)
 * never left: nothing is posted.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pilotId: integer('pilot_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    method: text('method').$type<PayoutMethod>().notNull(),
    /** The PayPal e-mail (or, for an e-Transfer, the pilot's e-mail) it was sent to. */
    receiver: text('receiver').notNull(),
    state: text('state').$type<PayoutState>().notNull(),
    /** The provider's batch and item ids, once it took the payout. */
    batchId: text('batch_id'),
    reference: text('reference'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payouts_pilot_idx').on(t.pilotId, t.id), index('payouts_state_idx').on(t.state)],
);
