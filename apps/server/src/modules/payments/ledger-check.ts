import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { DbOrTx } from '../../db/client';
import { balanceOf, personBalances, unbalancedEntries } from '../ledger/ledger.access';
import * as repo from './payments.repository';

// `npm run ledger:check` and its test (issue 48): the ledger holds together, and says what the
// payments say. Every entry adds up to zero; what is held on clients' methods is what the held
// payments hold; and each pilot's balance is what was captured for them, less tax and fee
// (less what was paid out, once payouts exist).

export interface LedgerProblems {
  unbalanced: string[];
  held: { ledger: number; payments: number } | null;
  pilots: { pilotId: number; ledger: number; captured: number }[];
}

export async function checkLedger(db: DbOrTx): Promise<LedgerProblems> {
  const [unbalanced, providerHold, heldNow, captured, payable] = await Promise.all([
    unbalancedEntries(db),
    balanceOf(db, 'providerHold'),
    repo.heldNow(db),
    repo.capturedForShares(db),
    personBalances(db, 'pilotPayable'),
  ]);
  const owed = new Map<number, number>();
  for (const c of captured) {
    if (c.pilotId === null) continue;
    const share = pilotShare(c.chargedCents, c.province, c.feeBasisPoints).pilotCents;
    owed.set(c.pilotId, (owed.get(c.pilotId) ?? 0) + share);
  }
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
    held: providerHold === heldNow ? null : { ledger: providerHold, payments: heldNow },
    pilots,
  };
}

export const ledgerHolds = (p: LedgerProblems) =>
  p.unbalanced.length === 0 && p.held === null && p.pilots.length === 0;
