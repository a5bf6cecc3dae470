import type { PaymentState } from './payment.schema';

// The money of an Airwork as a lifecycle, beside the Airwork's own (airwork-states.ts): each
// hold (`part`) moves through these, and what each move does to the client's money is written
// next to it. The payments module moves a payment only along this table.

export type PaymentEvent =
  'order' | 'authorize' | 'capture' | 'void' | 'abandon' | 'lapse' | 'renew' | 'refund';

export interface PaymentTransition {
  event: PaymentEvent;
  from: PaymentState;
  to: PaymentState;
  /** What happens to the client's money. */
  money: string;
}

export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  { event: 'order', from: 'none', to: 'created', money: 'nothing yet: an order to approve' },
  { event: 'authorize', from: 'created', to: 'held', money: "held on the client's method" },
  { event: 'capture', from: 'held', to: 'captured', money: 'charged (the work was accepted)' },
  { event: 'void', from: 'held', to: 'released', money: 'the hold is given back' },
  { event: 'abandon', from: 'created', to: 'released', money: 'nothing had been held' },
  { event: 'lapse', from: 'held', to: 'expired', money: 'the hold lapsed: a new hold is due' },
  { event: 'refund', from: 'captured', to: 'refunded', money: 'the charge is given back' },
  // The lapsed hold stays expired; the new hold is a payment of its own (part 2) from 'none'.
  { event: 'renew', from: 'expired', to: 'expired', money: 'a new hold (part 2) is asked for' },
];

/**
 * The ledger's entries a payment in each state implies besides its hold (issue 48; the hold
 * itself is posted for every payment that was authorized): a capture, a release, a lapse, a
 * refund of the capture. `payment-ledger.ts` posts them; each once, by its key.
 */
export const LEDGER_ENTRIES: Record<
  PaymentState,
  readonly ('capture' | 'release' | 'lapse' | 'refund')[]
> = {
  none: [],
  created: [],
  held: [],
  captured: ['capture'],
  refunded: ['capture', 'refund'],
  released: ['release'],
  expired: ['lapse'],
};

/** Where `event` takes a payment in state `from`, if it may happen at all. */
export function paymentMove(event: PaymentEvent, from: PaymentState): PaymentState | undefined {
  return PAYMENT_TRANSITIONS.find((t) => t.event === event && t.from === from)?.to;
}

/** Where `event` takes the payment — a move outside the table is a bug, never a write. */
export function movedBy(event: PaymentEvent, p: { state: PaymentState }): PaymentState {
  const to = paymentMove(event, p.state);
  if (!to) throw new Error(`a payment cannot ${event} from ${p.state} (PAYMENT_TRANSITIONS)`);
  return to;
}

/** The states `event` may start from. */
export const paymentFrom = (event: PaymentEvent): PaymentState[] =>
  PAYMENT_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from);

/** Money that is, or was, really taken for the Airwork: no second hold may be made. */
export const LIVE_MONEY: readonly PaymentState[] = ['held', 'captured'];

/** The money is held: the work may go on, and it is charged on acceptance. */
export const isHeld = (state: PaymentState | undefined): boolean => state === 'held';

/** The hold lapsed before acceptance: the client must hold the money again (part 2). */
export const needsNewHold = (state: PaymentState | undefined): boolean => state === 'expired';

/** Charged and not given back: what the histories and the papers count. */
export const CHARGED: readonly PaymentState[] = ['captured'];

/** Charged at some point, even if given back since: its receipt exists. */
export const EVER_CHARGED: readonly PaymentState[] = ['captured', 'refunded'];

/** The money was charged (a receipt and a payout statement exist). */
export const isCharged = (state: PaymentState | undefined): boolean =>
  state !== undefined && CHARGED.includes(state);

/** Between two readings, the hold was given back (the void move of the table). */
export const wasVoided = (before: PaymentState | undefined, after: PaymentState | undefined) =>
  before !== undefined && after !== undefined && paymentMove('void', before) === after;

/** Paid for, as far as the client is concerned: held or already charged. */
export const isPaid = (state: PaymentState | undefined): boolean =>
  state !== undefined && LIVE_MONEY.includes(state);

/**
 * What a payment took from the client and kept (`chargedCents`), and what it held and gave back
 * (`releasedCents`: the rest of a dispute's split, a void, a lapsed hold, a refund) — issue 48:
 * every amount says what it is, the same figure on every screen and paper. An order never
 * approved held nothing and released nothing.
 */
export function moneyOutcome(p: {
  state: PaymentState;
  amountCents: number;
  captureCents: number | null;
  authorizedAt: Date | string | null;
}): { chargedCents: number; releasedCents: number } {
  if (p.state === 'captured') {
    const charged = p.captureCents ?? p.amountCents;
    return { chargedCents: charged, releasedCents: p.amountCents - charged };
  }
  const gaveBack = p.state === 'refunded' || p.state === 'expired' || p.state === 'released';
  return {
    chargedCents: 0,
    releasedCents: gaveBack && p.authorizedAt !== null ? p.amountCents : 0,
  };
}
