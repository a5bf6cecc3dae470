import { DeliveryOutcome } from '@airwork/shared/delivery/delivery.calls';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Db, DbOrTx } from '../../db/client';
import { refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { AirworkMoves, Step } from '../airworks/airwork-lifecycle';
import { pilotSchedules, sameDay, type LockedAirwork } from '../airworks/airworks.access';
import { closeOthers } from '../hiring/hiring.access';
import type { PaymentsService } from '../payments/payment-use-cases';
import { latestPayment } from '../payments/payments.access';
import { wasVoided } from '@airwork/shared/payments/payment-states';
import type { Notices } from '../notices/notices';

export interface DeliveryDeps {
  db: Db;
  /** The one way an Airwork moves (airwork-lifecycle.ts). */
  moves: AirworkMoves;
  /** What the Airwork's moves and money tell its parties (notices.ts). */
  notices: Notices;
  publicUrl: string;
  payments: PaymentsService;
  now: () => Date;
  /** The results module's count of an Airwork's result files (it sits above delivery). */
  resultCount: (db: DbOrTx, airworkId: number) => Promise<number>;
}

/**
 * The money was just taken (an acceptance, 14 days of silence, a dispute's decision): the
 * client is told with the receipt attached, the pilot with the payout statement. Called by
 * the one capture that took it (`capturedNow`), so each is told once.
 */
export async function announceCapture(
  deps: DeliveryDeps,
  a: { id: number; title: string; tasksId: string; clientId: number; pilotId: number | null },
) {
  await deps.notices.record(deps.db, { type: 'captured', airwork: a });
}

/** `/api/schedule/add`: the assigned pilot sets or moves the flight day, money held. */
export async function schedule(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { tasksId: number; schedule: string },
): Promise<{ schedule: string; sameDay: string[] }> {
  if (r.schedule < latestCanadianDay(deps.now())) throw refuse(DeliveryOutcome.pastDate);
  const refusals = { moneyHeld: DeliveryOutcome.notHeld };
  const step: Step<{ schedule: string; sameDay: string[] }> = async (tx, a, move) => {
    const tells = { day: r.schedule };
    await move({ note: r.schedule, patch: { scheduledOn: r.schedule }, tells });
    return {
      schedule: r.schedule,
      sameDay: await sameDay(tx, caller.userId, r.schedule, a.id),
    };
  };
  return deps.moves.run({ taskId: r.tasksId, action: 'schedule', by: caller, refusals }, step);
}

/** `/api/schedule/list`: the caller's flight days. */
export async function schedules(deps: DeliveryDeps, caller: SessionCaller) {
  const rows = await pilotSchedules(deps.db, caller.userId);
  return rows.map((r) => ({ ...r, schedule: r.schedule ?? '' }));
}

/** `/api/tasks/completeOrder`: the pilot submits the uploaded results with a note (→ 6). */
export async function complete(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; comments: string },
): Promise<void> {
  const request = { taskId: r.taskId, action: 'complete', by: caller } as const;
  await deps.moves.run(request, async (tx, a, move) => {
    if ((await deps.resultCount(tx, a.id)) === 0) throw refuse(DeliveryOutcome.noFiles);
    await move({ note: r.comments, patch: { completedAt: deps.now() } });
  });
}

/** `/api/tasks/rejectOrder`: back to the pilot (→ 4) with what is missing. */
export async function reject(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; comments: string },
): Promise<void> {
  const refusals = { notAccepted: DeliveryOutcome.alreadyAccepted };
  const request = { taskId: r.taskId, action: 'reject', by: caller, refusals } as const;
  await deps.moves.run(request, async (tx, a, move) => {
    await move({ note: r.comments, patch: { completedAt: null } });
  });
}

/**
 * `/api/tasks/cancel`: the client or an admin cancels before completion (→ 7), then the hold
 * is voided. A retry after the provider failed finds it cancelled and only voids again.
 */
export async function cancel(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; reason: string },
) {
  const request = {
    taskId: r.taskId,
    action: 'cancel',
    by: caller,
    retried: (_: unknown, a: LockedAirwork) => (stateOfRow(a) === 'cancelled' ? a : undefined),
  } as const;
  const a = await deps.moves.run(request, async (tx, row, move) => {
    await move({ note: r.reason });
    await closeOthers(tx, row.id, 0, ApplicationStatus.closed);
    return row;
  });
  const before = (await latestPayment(deps.db, a.id))?.state;
  const payment = await deps.payments.release(a.id);
  if (wasVoided(before, payment.state)) {
    await deps.notices.record(deps.db, { type: 'released', airwork: a });
  }
  return payment;
}
