import type { TaxName } from '../payments/tax';

// The ledger (issue 48): every movement of money is an entry of lines in integer cents that add
// up to zero — debits positive, credits negative — over these accounts. An account kept per
// person names them (`subjectId`: the client or the pilot).

export const LEDGER_ACCOUNTS = {
  providerHold: 'held on a client’s card or PayPal account: not taken yet',
  clientHold: 'what is held for a client, per client (the other side of providerHold)',
  clearing: 'taken from clients, in the platform’s provider account',
  taxGst: 'GST collected, owed to the Receiver General',
  taxHst: 'HST collected, owed to the Receiver General',
  taxPst: 'PST collected, owed to the province',
  taxQst: 'QST collected, owed to Revenu Québec',
  platformFee: 'Airwork’s fee',
  pilotPayable: 'owed to a pilot, per pilot: their share of what was taken, not yet paid out',
  payoutsInTransit: 'paid out to a pilot and not yet confirmed, per pilot',
} as const;

export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS;

export const TAX_ACCOUNT: Record<TaxName, LedgerAccount> = {
  GST: 'taxGst',
  HST: 'taxHst',
  PST: 'taxPst',
  QST: 'taxQst',
};

/** What moved: a payment's moves (payment-states.ts) and, later, a payout's. */
export type LedgerEntryKind =
  'hold' | 'capture' | 'release' | 'lapse' | 'refund' | 'payout' | 'payoutPaid' | 'payoutReturned';

export interface LedgerLine {
  account: LedgerAccount;
  /** The client or pilot of a per-person account; null otherwise. */
  subjectId: number | null;
  /** Debit positive, credit negative; never zero. */
  amountCents: number;
}

/** A line: the person it names only on a per-person account (clientHold, pilotPayable, …). */
export const ledgerLine = (
  account: LedgerAccount,
  amountCents: number,
  subjectId: number | null = null,
): LedgerLine => ({ account, subjectId, amountCents });

/** Lines that add up to zero, none of them zero: anything else is a bug, never a write. */
export function balanced(lines: readonly LedgerLine[]): boolean {
  return (
    lines.length >= 2 &&
    lines.every((l) => Number.isInteger(l.amountCents) && l.amountCents !== 0) &&
    lines.reduce((sum, l) => sum + l.amountCents, 0) === 0
  );
}
