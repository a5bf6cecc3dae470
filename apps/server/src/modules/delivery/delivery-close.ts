import { centsToAmount } from '@airwork/shared/money';
import { Role } from '@airwork/shared/accounts/account-constants';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { transitionFor } from '@airwork/shared/airworks/airwork-graph';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import { forbidden, notFound } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { TaskMessage } from '../airworks/airwork-lifecycle';
import * as repo from './delivery.repository';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { actorOf, isParty } from '@airwork/shared/airworks/airwork-viewers';
import { announceCapture, guarded, move, tell, type DeliveryDeps } from './delivery.service';
import { announce } from '../airworks/airwork-events';
import { storeNotice } from '../notifications/notifications.access';

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
  const claim = await guarded(deps, caller, r.taskId, 'accept', async (tx, a, t) => {
    if (a.acceptedAt) return { first: false, a };
    await move(tx, caller, a, t, {
      at: deps.now(),
      note: r.comments ?? '',
      patch: { acceptedAt: deps.now() },
    });
    await tell(deps, tx, a.pilotId, 'accepted', a, {
      note: r.comments,
      path: `/rating?Id=${a.id}&userId=${a.clientId}&ratingType=2`,
    });
    return { first: true, a };
  });
  const { capturedNow, ...payment } = await deps.payments.capture(claim.a.id);
  if (capturedNow) await announceCapture(deps, claim.a);
  return payment;
}

/** Accepts one Airwork for nobody (the 14-day rule); both parties are told. */
async function acceptBySystem(deps: DeliveryDeps, id: number): Promise<boolean> {
  return guarded(deps, 'system', id, 'accept', async (tx, a, t) => {
    if (a.acceptedAt) return false;
    await move(tx, 'system', a, t, { at: deps.now(), patch: { acceptedAt: deps.now() } });
    await tell(deps, tx, a.clientId, 'autoAccepted', a);
    await tell(deps, tx, a.pilotId, 'autoAccepted', a);
    return true;
  });
}

/**
 * One pass of the scheduled work: flight days that came start (3 → 4); results undecided for
 * 14 days are accepted; accepted Airworks whose capture failed are captured again. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several instances never handle one twice.
 */
export async function runDeliveryJobs(deps: DeliveryDeps) {
  const today = latestCanadianDay(deps.now());
  const start = transitionFor('start', AirworkStatus.scheduled, 'system')!;
  const startedRows = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockDueToStart(tx, today, BATCH);
    for (const row of rows) {
      await move(tx, 'system', row, start, { at: deps.now() });
      for (const userId of [row.clientId, row.pilotId]) {
        if (userId === null) continue;
        const notice = {
          kind: 'flightDay',
          taskId: row.id,
          params: { title: row.title, day: today },
        } as const;
        await storeNotice(tx, userId, notice, deps.now());
      }
    }
    return rows;
  });
  // After the commit: both parties' tabs hear that the day came (and their bells rise).
  for (const row of startedRows) {
    announce(deps.events, row, { action: start.action, status: start.to, actorId: undefined });
  }
  const started = startedRows.length;
  const due = await deps.db.transaction(async (tx) => {
    const before = new Date(deps.now().getTime() - AUTO_ACCEPT_AFTER_MS);
    return (await repo.lockDueToAccept(tx, before, BATCH)).map((r) => r.id);
  });
  let accepted = 0;
  for (const id of due) if (await acceptBySystem(deps, id)) accepted += 1;
  let captured = 0;
  for (const id of await repo.acceptedStillHeld(deps.db, BATCH)) {
    // A failure is left for the next pass; the provider may be down for a while.
    const done = await deps.payments.capture(id).catch(() => undefined);
    if (!done) continue;
    captured += 1;
    const a = done.capturedNow ? await repo.deliveryFacts(deps.db, id) : undefined;
    if (a) await announceCapture(deps, a);
  }
  return { started, accepted, captured };
}

/** `/api/tasks/timeline`: the Airwork's record, for its client, its pilot and admins. */
export async function timeline(
  deps: DeliveryDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<TimelineEntry[]> {
  const p = await repo.parties(deps.db, taskId);
  if (!p) throw notFound(TaskMessage.notFound);
  if (!isParty(actorOf(caller, p))) throw forbidden();
  const rows = await repo.transitions(deps.db, taskId);
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
