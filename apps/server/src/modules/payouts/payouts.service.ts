import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import { ledgerLine as line } from '@airwork/shared/ledger/ledger-accounts';
import type { Payout, PayoutBalance } from '@airwork/shared/payouts/payout.calls';
import {
  PayoutProviderDown,
  type PayoutProvider,
  type PayoutSent,
} from '../../adapters/payouts/payout-provider';
import type { Db, DbOrTx } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { balanceOf, personBalances, postEntry } from '../ledger/ledger.access';
import { payoutTargetOf } from '../members/members.access';
import { sharesCapturedSince } from '../payments/payments.access';
import * as repo from './payouts.repository';

// Money reaches the pilot (issue 48). What a pilot is owed is their ledger balance
// (`pilotPayable`: captured shares, less what was paid out); of it, the shares captured in the
// last PAYOUT_HOLD_DAYS are pending, the rest available. The payout run makes, for each pilot
// whose available balance reaches the minimum and who gave a PayPal e-mail, one payout
// (`sending`) under a lock on that pilot, then sends it outside any transaction — claim, call,
// record — and posts the ledger as the provider answers: taken (in transit), paid, or given
// back. A send the provider never answered is sent again under the same id.

export interface PayoutsDeps {
  db: Db;
  /** The provider that really pays; none (PayPal configured for payments only): no payout is made. */
  provider: PayoutProvider | undefined;
  now: () => Date;
  holdDays: number;
  minimumCents: number;
  feeBasisPoints: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** A day as Eastern time writes it ("2026-12-15"). */
const easternDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at);

/** What the pilot is owed, what of it is pending, and when the first pending share frees. */
async function owedOf(deps: PayoutsDeps, db: DbOrTx, pilotId: number) {
  const since = new Date(deps.now().getTime() - deps.holdDays * DAY_MS);
  const [payable, recent, sending] = await Promise.all([
    balanceOf(db, 'pilotPayable', pilotId),
    sharesCapturedSince(db, pilotId, since),
    repo.sumOf(db, pilotId, ['sending']),
  ]);
  // The payable account is a credit: what is owed is its negative.
  const owed = -payable;
  const pending = Math.min(
    owed,
    recent.reduce(
      (s, r) => s + pilotShare(r.chargedCents, r.province, r.feeBasisPoints).pilotCents,
      0,
    ),
  );
  const first = recent.reduce<Date | null>(
    (min, r) => (r.capturedAt && (!min || r.capturedAt < min) ? r.capturedAt : min),
    null,
  );
  const frees = first && new Date(first.getTime() + deps.holdDays * DAY_MS);
  return { owed, pending, sending, available: Math.max(0, owed - pending - sending), frees };
}

/** `/api/payouts/balance`. */
export async function balance(deps: PayoutsDeps, caller: SessionCaller): Promise<PayoutBalance> {
  const pilotId = caller.userId;
  const [owed, inTransit, paid, target] = await Promise.all([
    owedOf(deps, deps.db, pilotId),
    balanceOf(deps.db, 'payoutsInTransit', pilotId),
    repo.sumOf(deps.db, pilotId, ['paid']),
    payoutTargetOf(deps.db, pilotId),
  ]);
  const paypal = target?.method === 1 && target.email !== '';
  return {
    availableCents: owed.available,
    pendingCents: owed.pending,
    inTransitCents: -inTransit + owed.sending,
    paidCents: paid,
    feePercent: deps.feeBasisPoints / 100,
    minimumCents: deps.minimumCents,
    nextAvailableOn: owed.pending > 0 && owed.frees ? easternDay(owed.frees) : null,
    method: paypal ? 'paypal' : null,
    receiver: paypal ? target.email : null,
    currency: 'CAD',
  };
}

const toPayout = (p: repo.PayoutRow): Payout => ({
  id: p.id,
  state: p.state,
  amountCents: p.amountCents,
  method: p.method,
  receiver: p.receiver,
  reference: p.reference,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt?.toISOString() ?? null,
  failure: p.failure,
});

/** `/api/payouts/list`. */
export async function list(
  deps: PayoutsDeps,
  caller: SessionCaller,
  q: { page: number; size: number },
) {
  const { rows, total } = await repo.pageOf(deps.db, caller.userId, {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { total, data: rows.map(toPayout) };
}

/** Makes the pilot's payout of their available balance, if it reaches the minimum. */
async function makePayout(deps: PayoutsDeps, pilotId: number) {
  return deps.db.transaction(async (tx) => {
    await repo.lockPilotPayouts(tx, pilotId);
    const [owed, target] = await Promise.all([
      owedOf(deps, tx, pilotId),
      payoutTargetOf(tx, pilotId),
    ]);
    if (owed.available < deps.minimumCents || target?.method !== 1 || !target.email) return null;
    // An address that refused a payout, or let one come back, is not paid again until the
    // pilot changes it: the money waits, available, on their balance.
    const last = await repo.latestPayout(tx, pilotId);
    const bounced = last && (last.state === 'failed' || last.state === 'returned');
    if (bounced && last.receiver === target.email) return null;
    const now = deps.now();
    return repo.insertPayout(tx, {
      pilotId,
      amountCents: owed.available,
      method: 'paypal',
      receiver: target.email,
      state: 'sending',
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** The ledger of what the provider said, with the payout's move, in one transaction. */
async function record(deps: PayoutsDeps, p: repo.PayoutRow, sent: PayoutSent) {
  const now = deps.now();
  const a = p.amountCents;
  const took = { key: `payout:${p.id}`, kind: 'payout' as const, airworkId: null, at: now };
  const taken = [line('pilotPayable', a, p.pilotId), line('payoutsInTransit', -a, p.pilotId)];
  const ids = { batchId: sent.batchId, reference: sent.itemId };
  switch (sent.status) {
    case 'SUCCESS':
      return deps.db.transaction(async (tx) => {
        const state = { ...ids, state: 'paid' as const, sentAt: p.sentAt ?? now, paidAt: now };
        if (!(await repo.movePayout(tx, p.id, ['sending', 'in_transit'], state))) return;
        await postEntry(tx, { ...took, lines: taken });
        await postEntry(tx, {
          key: `payoutPaid:${p.id}`,
          kind: 'payoutPaid',
          airworkId: null,
          at: now,
          lines: [line('payoutsInTransit', a, p.pilotId), line('clearing', -a, null)],
        });
      });
    case 'UNCLAIMED':
    case 'PENDING':
      return deps.db.transaction(async (tx) => {
        const state = { ...ids, state: 'in_transit' as const, sentAt: now };
        if (!(await repo.movePayout(tx, p.id, ['sending'], state))) return;
        await postEntry(tx, { ...took, lines: taken });
      });
    case 'FAILED':
      // Refused: nothing left, nothing was posted; the money is available again.
      await repo.movePayout(deps.db, p.id, ['sending'], {
        ...ids,
        state: 'failed',
        failure: sent.reason ?? 'FAILED',
        endedAt: now,
        updatedAt: now,
      });
      return;
    case 'RETURNED':
      return deps.db.transaction(async (tx) => {
        const state = {
          state: 'returned' as const,
          failure: sent.reason ?? 'RETURNED',
          endedAt: now,
        };
        if (!(await repo.movePayout(tx, p.id, ['in_transit'], state))) return;
        await postEntry(tx, {
          key: `payoutReturned:${p.id}`,
          kind: 'payoutReturned',
          airworkId: null,
          at: now,
          lines: [line('payoutsInTransit', a, p.pilotId), line('pilotPayable', -a, p.pilotId)],
        });
      });
  }
}

/** Sends a payout made but not yet taken by the provider (again, under the same id). */
async function send(deps: PayoutsDeps, provider: PayoutProvider, p: repo.PayoutRow) {
  try {
    const sent = await provider.send({
      senderBatchId: `payout-${p.id}`,
      receiver: p.receiver,
      cents: p.amountCents,
      currency: p.currency,
      note: 'Airwork payout',
    });
    await record(deps, p, sent);
    return sent.status;
  } catch (err) {
    if (err instanceof PayoutProviderDown) return 'waiting';
    throw err;
  }
}

/**
 * The payout run: a payout for each pilot whose available balance reaches the minimum, every
 * payout not yet taken sent (again), every one in transit asked about. Answers what it did.
 */
export async function runPayouts(deps: PayoutsDeps) {
  const counts = {
    created: 0,
    totalCents: 0,
    paid: 0,
    inTransit: 0,
    failed: 0,
    returned: 0,
    waiting: 0,
  };
  const provider = deps.provider;
  if (!provider) return counts;
  const owed = (await personBalances(deps.db, 'pilotPayable')).filter(
    (b) => b.subjectId !== null && -b.cents >= deps.minimumCents,
  );
  for (const { subjectId } of owed) {
    const made = await makePayout(deps, subjectId!);
    if (made) {
      counts.created += 1;
      counts.totalCents += made.amountCents;
    }
  }
  for (const p of await repo.payoutsIn(deps.db, ['sending'], BATCH)) {
    const status = await send(deps, provider, p);
    if (status === 'SUCCESS') counts.paid += 1;
    else if (status === 'FAILED') counts.failed += 1;
    else if (status === 'waiting') counts.waiting += 1;
    else counts.inTransit += 1;
  }
  for (const p of await repo.payoutsIn(deps.db, ['in_transit'], BATCH)) {
    if (!p.reference) continue;
    const now = await provider.status(p.reference).catch((err: unknown) => {
      if (err instanceof PayoutProviderDown) return null;
      throw err;
    });
    if (!now || now.status === 'UNCLAIMED' || now.status === 'PENDING') continue;
    await record(deps, p, now);
    if (now.status === 'RETURNED') counts.returned += 1;
    if (now.status === 'SUCCESS') counts.paid += 1;
  }
  return counts;
}

export const createPayoutsService = (deps: PayoutsDeps) =>
  bindUseCases(deps, { balance, list, run: runPayouts });
export type PayoutsService = ReturnType<typeof createPayoutsService>;
