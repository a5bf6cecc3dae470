import type { LedgerLine } from '@airwork/shared/ledger/ledger-accounts';
import { TAX_ACCOUNT, ledgerLine as line } from '@airwork/shared/ledger/ledger-accounts';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';
import { LEDGER_ENTRIES } from '@airwork/shared/payments/payment-states';
import type { DbOrTx } from '../../db/client';
import { airworkForPayment } from '../airworks/airworks.access';
import { postEntry, type NewEntry } from '../ledger/ledger.access';
import * as repo from './payments.repository';

// The money's moves in the ledger (issue 48). Every move of a payment (payment-states.ts) is
// written by `recordPayment`, which posts the ledger entries the payment's new state implies in
// the same transaction: a hold, its capture (the client's money split into tax, the platform's
// fee and the pilot's share), its release or lapse, a refund. Each entry's key names the
// payment and the movement, so an entry implied again (a retry, the catch-up) is written once.

interface Parties {
  clientId: number;
  pilotId: number | null;
  province: string;
}

/** What was held: the hold's lines, or (reversed) its release. */
const holdLines = (p: repo.PaymentRow, a: Parties, sign: 1 | -1): LedgerLine[] => [
  line('providerHold', sign * p.amountCents),
  line('clientHold', -sign * p.amountCents, a.clientId),
];

/** What the capture took (or, reversed, what a refund gave back): tax, fee, the pilot's share. */
function takenLines(p: repo.PaymentRow, a: Parties, sign: 1 | -1): LedgerLine[] {
  if (a.pilotId === null) throw new Error(`payment ${p.id}: money taken with no pilot to owe`);
  const share = pilotShare(p.captureCents ?? p.amountCents, a.province, p.feeBasisPoints);
  return [
    line('clearing', sign * share.chargedCents),
    ...share.taxLines.map((t) => line(TAX_ACCOUNT[t.name], -sign * t.cents)),
    line('platformFee', -sign * share.feeCents),
    line('pilotPayable', -sign * share.pilotCents, a.pilotId),
  ];
}

/** Every entry a payment's state implies, from its first hold on. */
export function entriesOf(p: repo.PaymentRow, a: Parties, at: Date): NewEntry[] {
  // A payment caught up later keeps its moves' own times where it has them.
  const when = { hold: p.authorizedAt, capture: p.capturedAt, release: p.releasedAt };
  const entry = (kind: NewEntry['kind'], lines: LedgerLine[]): NewEntry => ({
    key: `${kind}:${p.id}`,
    kind,
    airworkId: p.airworkId,
    at: (kind in when ? when[kind as keyof typeof when] : null) ?? at,
    lines,
  });
  // Nothing was held, nothing moved: an order abandoned before its approval.
  if (p.authorizedAt === null) return [];
  const lines = {
    capture: () => [...holdLines(p, a, -1), ...takenLines(p, a, 1)],
    refund: () => takenLines(p, a, -1),
    release: () => holdLines(p, a, -1),
    lapse: () => holdLines(p, a, -1),
  };
  const entries = [entry('hold', holdLines(p, a, 1))];
  for (const kind of LEDGER_ENTRIES[p.state]) entries.push(entry(kind, lines[kind]()));
  return entries;
}

async function postFor(tx: DbOrTx, p: repo.PaymentRow, at: Date): Promise<void> {
  const a = await airworkForPayment(tx, p.airworkId);
  if (!a) throw new Error(`payment ${p.id}: its Airwork is gone`);
  for (const e of entriesOf(p, a, at)) await postEntry(tx, e);
}

/**
 * Writes a payment's changes; a move (a new state) posts its ledger entries in the same
 * transaction. The one way a payment's state is written.
 */
export async function recordPayment(
  db: DbOrTx,
  before: repo.PaymentRow,
  changes: repo.PaymentChanges & { state?: PaymentState },
  at: Date,
): Promise<void> {
  const { state, ...rest } = changes;
  if (state === undefined || state === before.state) {
    await repo.updatePayment(db, before.id, rest);
    return;
  }
  await db.transaction(async (tx) => {
    await repo.writeMove(tx, before.id, { ...rest, state });
    await postFor(tx, { ...before, ...rest, state }, at);
  });
}

/** Posts the entries of payments made before the ledger, a batch at a time; answers how many. */
export async function catchUpLedger(db: DbOrTx, at: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const behind = await repo.lockBehindLedger(tx, limit);
    for (const p of behind) {
      await postFor(tx, p, at);
      await repo.markLedgered(tx, p.id, p.state);
    }
    return behind.length;
  });
}
