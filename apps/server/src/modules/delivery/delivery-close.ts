import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { centsToAmount } from '@airwork/shared/money';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import { forbidden, refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { actorOf, isParty } from '@airwork/shared/airworks/airwork-viewers';
import { announceCapture, type DeliveryDeps } from './delivery.service';
import type { DbOrTx } from '../../db/client';
import {
  airworkFacts,
  airworkParties,
  lockDueToAccept,
  lockDueToStart,
  timelineOf,
} from '../airworks/airworks.access';
import { acceptedStillHeld } from '../payments/payments.access';

/** Results nobody decided on are accepted this long after the pilot submitted them. */
export const AUTO_ACCEPT_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** How many Airworks one pass of a scheduled job handles (the rest wait for the next pass). */
const BATCH = 50;

/**
 * `/api/tasks/acceptOrder`: the client accepts the results, then the held money is captured.
 * Acceptance is claimed first under the Airwork's lock, so it happens once; the capture runs
 * after it under the payment's lock with the provider's idempotency key, so racing or retried
 * accepts capture once. When the provider fails, the Airwork stays accepted and the next
 * accept (or the job's retry) captures.
 */
export async function accept(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; comments?: string },
) {
  const request = { taskId: r.taskId, action: 'accept', by: caller } as const;
  const claim = await deps.moves.run(request, async (tx, a, move) => {
    if (a.acceptedAt) return { first: false, a };
    await move({ note: r.comments ?? '', patch: { acceptedAt: deps.now() } });
    return { first: true, a };
  });
  const { capturedNow, ...payment } = await deps.payments.capture(claim.a.id);
  if (capturedNow) await announceCapture(deps, claim.a);
  return payment;
}

/**
 * One pass of the scheduled work: flight days that came start (3 → 4); results undecided for
 * 14 days are accepted, both parties told; accepted Airworks whose capture failed are captured
 * again. Rows are claimed with FOR UPDATE SKIP LOCKED, so several instances never handle one
 * twice.
 */
export async function runDeliveryJobs(deps: DeliveryDeps) {
  const today = latestCanadianDay(deps.now());
  const due = (tx: DbOrTx) => lockDueToStart(tx, today, BATCH);
  const started = await deps.moves.runDue('start', due, (_tx, _row, move) =>
    move({ tells: { day: today } }),
  );
  const before = new Date(deps.now().getTime() - AUTO_ACCEPT_AFTER_MS);
  const undecided = (tx: DbOrTx) => lockDueToAccept(tx, before, BATCH);
  const accepted = await deps.moves.runDue('accept', undecided, async (tx, a, move) => {
    await move({ patch: { acceptedAt: deps.now() } });
  });
  let captured = 0;
  for (const id of await acceptedStillHeld(deps.db, BATCH)) {
    // A failure is left for the next pass; the provider may be down for a while.
    const done = await deps.payments.capture(id).catch(() => undefined);
    if (!done) continue;
    captured += 1;
    const a = done.capturedNow ? await airworkFacts(deps.db, id) : undefined;
    if (a) await announceCapture(deps, a);
  }
  return { started: started.length, accepted: accepted.length, captured };
}

/** `/api/tasks/timeline`: the Airwork's record, for its client, its pilot and admins. */
export async function timeline(
  deps: DeliveryDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<TimelineEntry[]> {
  const p = await airworkParties(deps.db, taskId);
  if (!p) throw refuse(TaskOutcome.notFound);
  if (!isParty(actorOf(caller, p))) throw forbidden();
  const rows = await timelineOf(deps.db, taskId);
  return rows.map((r) => ({
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actor: actorName(r.actorId, r.actorRole),
    note: r.note,
    agreedPrice: r.priceCents === null ? null : centsToAmount(r.priceCents),
    createTime: r.createdAt.toISOString(),
  }));
}

function actorName(id: number | null, role: number | null): TimelineEntry['actor'] {
  if (id === null) return 'system';
  if (role === Role.pilot) return 'pilot';
  if (role === Role.admin) return 'admin';
  return 'client';
}
