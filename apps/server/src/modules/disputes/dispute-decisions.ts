import { PaymentOutcome } from '@airwork/shared/payments/payment.calls';
import { DisputeRefusal } from '@airwork/shared/disputes/dispute.calls';
import { isHeld } from '@airwork/shared/payments/payment-states';
import { type Dispute, type DisputeOutcome } from '@airwork/shared/disputes/dispute.schema';
import { refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { DbOrTx } from '../../db/client';
import { airworkFacts, type LockedAirwork } from '../airworks/airworks.access';
import { announceCapture } from '../delivery/delivery.service';
import { holdLapsed, latestPayment, limitCapture } from '../payments/payments.access';
import * as repo from './disputes.repository';
import { getDispute, type DisputesDeps } from './disputes.service';

// An admin's decision on a dispute (issue 25). It is written once, under the Airwork's lock
// and the dispute's: a second admin (or a retry) with the same decision goes on to its money,
// with another one is refused. The money moves after the commit, through the payments
// service's claim → call → record, so two admins at once, or a retry after the provider
// failed, make one provider call. A decision whose money has not moved stays unsettled and is
// retried: the same decision again, or the scheduled job.

/** How many unsettled decisions one pass of the job retries. */
const BATCH = 50;

interface Decision {
  outcome: DisputeOutcome;
  /** For a split, in cents. */
  captureAmount?: number;
  reason: string;
}

/**
 * Writes the decision, once: a second admin (or a retry) with the same decision goes on to its
 * money; with another it is refused. The Airwork moves through the table (settle or refund).
 */
async function recordDecision(
  deps: DisputesDeps,
  caller: SessionCaller,
  taskId: number,
  r: Decision,
) {
  const now = deps.now();
  let d!: NonNullable<Awaited<ReturnType<typeof repo.disputeOf>>>;
  const request = {
    taskId,
    action: r.outcome === 'refund' ? 'refund' : 'settle',
    by: caller,
    // The dispute, locked after the Airwork; decided already, the same decision is its retry.
    retried: async (tx: DbOrTx, a: LockedAirwork) => {
      const found = await repo.disputeOf(tx, a.id, true);
      if (!found) throw refuse(DisputeRefusal.notFound);
      d = found;
      if (!d.decidedAt) return undefined;
      const same =
        d.outcome === r.outcome && (r.outcome !== 'split' || d.captureCents === r.captureAmount);
      if (!same) throw refuse(DisputeRefusal.alreadyDecided);
      return a;
    },
  } as const;
  return deps.moves.run(request, async (tx, a, move) => {
    const hold = await latestPayment(tx, a.id);
    const holdCents = hold?.amountCents ?? 0;
    // Paying the pilot needs money still held; a refund of a lapsed hold has nothing to give back.
    const held = isHeld(hold?.state) && !holdLapsed(hold, now);
    if (r.outcome !== 'refund' && !held) throw refuse(PaymentOutcome.expired);
    const captureCents =
      r.outcome === 'release' ? holdCents : r.outcome === 'refund' ? 0 : r.captureAmount!;
    if (captureCents < 0 || (r.outcome === 'split' && captureCents >= holdCents)) {
      throw refuse(DisputeRefusal.splitAmount);
    }
    const decision = { outcome: r.outcome, captureCents, reason: r.reason, by: caller.userId };
    await repo.recordDecision(tx, d.id, decision, now);
    if (r.outcome === 'split') await limitCapture(tx, a.id, captureCents);
    // Paid in full or in part, the Airwork is closed as accepted; refunded, it is cancelled.
    // In cents: each reader's notice writes them in their own language.
    const tells = {
      outcome: r.outcome,
      capturedCents: captureCents,
      releasedCents: holdCents - captureCents,
      note: r.reason.slice(0, 300),
    };
    await move({ note: r.reason, patch: r.outcome === 'refund' ? {} : { acceptedAt: now }, tells });
    return a;
  });
}

/**
 * The decided money moves: captured (in full or the split's part) or released. A capture waits
 * while the hold has lapsed (the job asked the client to renew it); a renewed hold is a payment
 * of its own, so the split's part is written on it before the capture. Whether it settled.
 */
async function settle(deps: DisputesDeps, airworkId: number): Promise<boolean> {
  const d = await repo.disputeOf(deps.db, airworkId);
  if (!d?.decidedAt || d.settledAt) return false;
  if (d.outcome === 'refund') await deps.payments.release(airworkId);
  else {
    const hold = await latestPayment(deps.db, airworkId);
    if (holdLapsed(hold, deps.now())) return false;
    if (d.outcome === 'split' && hold?.captureCents !== d.captureCents) {
      await limitCapture(deps.db, airworkId, d.captureCents!);
    }
    if ((await deps.payments.capture(airworkId)).capturedNow) {
      // The money was taken by this call: the receipt and the payout statement go out.
      const a = await airworkFacts(deps.db, airworkId);
      if (a) await announceCapture(deps, a);
    }
  }
  await repo.markSettled(deps.db, d.id, deps.now());
  return true;
}

/** `/api/admin/decideDispute`: the decision, then its money (a failure is retried). */
export async function decideDispute(
  deps: DisputesDeps,
  caller: SessionCaller,
  r: { taskId: number } & Decision,
): Promise<Dispute> {
  const decided = await recordDecision(deps, caller, r.taskId, r);
  await settle(deps, decided.id);
  return getDispute(deps, caller, r.taskId);
}

/** One pass of the job: decisions whose money did not move (the provider failed) are retried. */
export async function settleDecided(deps: DisputesDeps): Promise<number> {
  let settled = 0;
  for (const airworkId of await repo.unsettled(deps.db, BATCH)) {
    // A failure is left for the next pass; the provider may be down for a while.
    if (await settle(deps, airworkId).catch(() => false)) settled += 1;
  }
  return settled;
}
