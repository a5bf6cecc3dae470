// The payments module's face to the delivery and disputes modules: where an Airwork's money
// stands, read inside their own work, a dispute's split written with its decision, and a hold
// past its validity marked lapsed (the hold's capture and release go through the payments
// service).

import type { DbOrTx } from '../../db/client';
import { latestPayments } from './payments.repository';

export {
  /** Accepted Airworks whose held money awaits its capture (retried by the clock). */
  acceptedStillHeld,
  /** The Airwork's latest payment that got past "created", or else its latest at all. */
  latestPayment,
  latestPayments,
  limitCapture,
  type PaymentRow,
} from './payments.repository';
export { holdLapsed, lapsePast } from './payment-lapse';
export {
  /** A pilot's shares captured since a moment: still in their hold before a payout. */
  sharesCapturedSince,
  /** Every captured payment with what its pilot's share is made of (ledger:check). */
  capturedForShares,
  /** What is held now over the payments the ledger caught up with (ledger:check). */
  heldNow,
} from './payments.repository';
export {
  /** A person's Airworks whose money was captured (their papers are kept). */
  capturedAirworksOf,
} from './personal-data.repository';

/** Where each Airwork's money stands: its latest payment's state (the graph's guards read it). */
export async function paymentStates(db: DbOrTx, airworkIds: number[]) {
  const latest = await latestPayments(db, airworkIds);
  return new Map([...latest].map(([id, p]) => [id, p.state]));
}
