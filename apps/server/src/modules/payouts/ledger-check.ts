import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { DbOrTx } from '../../db/client';
import { balanceOf, personBalances, unbalancedEntries } from '../ledger/ledger.access';
import { capturedForShares, heldNow } from '../payments/payments.access';
import { payoutSums } from './payouts.repository';

// `npm run ledger:check` and its test (issue 48): the ledger holds together, and says what the
// payments and payouts say. Every entry adds up to zero; what is held on clients' methods is
// what the held payments hold; each pilot's balance is what was captured for them, less tax and
// fee, less what was paid out or is in transit; and what is in transit to each is their payouts
// in transit.

export interface LedgerProblems {
  unbalanced: string[];
  held: { ledger: number; payments: number } | null;
  pilots: { pilotId: number; ledger: number; captured: number }[];
  inTransit: { pilotId: number; ledger: number; payouts: number }[];
}

export async function checkLedger(db: DbOrTx): Promise<LedgerProblems> {
  const [unbalanced, providerHold, held, captured, payable, transit, sums] = await Promise.all([
    unbalancedEntries(db),
    balanceOf(db, 'providerHold'),
    heldNow(db),
    capturedForShares(db),
    personBalances(db, 'pilotPayable'),
    personBalances(db, 'payoutsInTransit'),
    payoutSums(db),
  ]);
  const out = new Map<number, number>();
  const inTransit = new Map<number, number>();
  for (const s of sums) {
    if (s.state === 'in_transit' || s.state === 'paid')
      out.set(s.pilotId, (out.get(s.pilotId) ?? 0) + s.cents);
    if (s.state === 'in_transit') inTransit.set(s.pilotId, s.cents);
  }
  const owed = new Map<number, number>();
  for (const c of captured) {
    if (c.pilotId === null) continue;
    const share = pilotShare(c.chargedCents, c.province, c.feeBasisPoints).pilotCents;
    owed.set(c.pilotId, (owed.get(c.pilotId) ?? 0) + share);
  }
  for (const [pilotId, cents] of out) owed.set(pilotId, (owed.get(pilotId) ?? 0) - cents);
  // A payable balance is a credit: negative in the ledger.
  const ledger = new Map(payable.map((b) => [b.subjectId ?? 0, -b.cents]));
  const pilots = [...new Set([...owed.keys(), ...ledger.keys()])]
    .map((pilotId) => ({
      pilotId,
      ledger: ledger.get(pilotId) ?? 0,
      captured: owed.get(pilotId) ?? 0,
    }))
    .filter((p) => p.ledger !== p.captured);
  return {
    unbalanced,
    held: providerHold === held ? null : { ledger: providerHold, payments: held },
    pilots,
    inTransit: [...new Set([...inTransit.keys(), ...transit.map((t) => t.subjectId ?? 0)])]
      .map((pilotId) => ({
        pilotId,
        ledger: -(transit.find((t) => t.subjectId === pilotId)?.cents ?? 0),
        payouts: inTransit.get(pilotId) ?? 0,
      }))
      .filter((p) => p.ledger !== p.payouts),
  };
}

export const ledgerHolds = (p: LedgerProblems) =>
  p.unbalanced.length === 0 && p.held === null && p.pilots.length === 0 && p.inTransit.length === 0;
