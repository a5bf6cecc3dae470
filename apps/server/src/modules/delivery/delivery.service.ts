import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import {
  GUARDS,
  graphActor,
  transitionFor,
  type AirworkFacts,
  type AirworkTransition,
  type Guard,
} from '@airwork/shared/airworks/airwork-graph';
import type { AirworkAction } from '@airwork/shared/airworks/airwork-moves';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import type { EventHub } from '../../adapters/events/event-hub';
import { announce } from '../airworks/airwork-events';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { actorOf } from '@airwork/shared/airworks/airwork-viewers';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { moveAirwork, TaskMessage } from '../airworks/airwork-lifecycle';
import type { StatusPatch } from '../airworks/airworks.access';
import { closeOthers } from '../hiring/hiring.access';
import { deliveryMail, type DeliveryNotice } from '../mail/delivery-mails';
import type { Mailer } from '../mail/mail.service';
import { notifyUser, type Importance } from '../mail/notify';
import type { MailAttachmentRef } from '../mail/mail-attachments';
import type {
  NotificationKind,
  NotificationParams,
} from '@airwork/shared/notifications/notification.schema';
import type { DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import type { PaymentsService } from '../payments/payment-use-cases';
import { latestPayment } from '../payments/payments.access';
import * as repo from './delivery.repository';

export const DeliveryMessage = {
  pastDate: 'schedule.past_date',
  notHeld: 'schedule.payment_not_held',
  noFiles: 'result.no_files',
  accepted: 'result.already_accepted',
} as const;

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  events: EventHub;
  publicUrl: string;
  payments: PaymentsService;
  now: () => Date;
}

/** The graph's actor the caller is for this Airwork, if any. */
const actorFor = (caller: SessionCaller, a: repo.DeliveryRow) => graphActor(actorOf(caller, a));

/** What the graph's guards decide from, read under the Airwork's lock. */
async function factsOf(tx: DbOrTx, a: repo.DeliveryRow): Promise<AirworkFacts> {
  const payment = (await latestPayment(tx, a.id))?.state ?? null;
  return { status: a.status, accepted: a.acceptedAt !== null, payment };
}

type Step<T> = (tx: DbOrTx, a: repo.DeliveryRow, t: AirworkTransition) => Promise<T>;

/**
 * Runs `step` for `action` on an Airwork locked for the transaction, when the caller may take
 * that action from the status it is in and the move's guards hold (airwork-graph.ts): a
 * stranger gets 403, a party at the wrong moment 409 — with the guard's own refusal when one
 * is given (`refusals`), else `wrongMoment`'s.
 */
export async function guarded<T>(
  deps: DeliveryDeps,
  caller: SessionCaller | 'system',
  taskId: number,
  action: AirworkAction,
  step: Step<T>,
  /** The 409's message when the action is the caller's but not at this moment. */
  wrongMoment: (a: repo.DeliveryRow) => string = () => TaskMessage.notEditable,
  refusals: Partial<Record<Guard, string>> = {},
): Promise<T> {
  let moved: { a: repo.DeliveryRow; t: AirworkTransition } | undefined;
  const result = await deps.db.transaction(async (tx) => {
    const a = await repo.lockForDelivery(tx, taskId);
    if (!a) throw notFound(TaskMessage.notFound);
    const actor = caller === 'system' ? 'system' : actorFor(caller, a);
    if (!actor) throw forbidden();
    const t = transitionFor(action, a.status, actor);
    if (!t) {
      const anyState = Object.values(AirworkStatus).some((s) => transitionFor(action, s, actor));
      throw anyState ? conflict(wrongMoment(a)) : forbidden();
    }
    if (t.guards.length > 0) {
      const facts = await factsOf(tx, a);
      const failed = t.guards.find((g) => !GUARDS[g].holds(facts));
      if (failed) throw conflict(refusals[failed] ?? wrongMoment(a));
    }
    moved = { a, t };
    return step(tx, a, t);
  });
  deps.mailer.kick();
  // After the commit: both parties' open tabs refresh (a step that changed nothing still says
  // where things stand, which is harmless).
  if (moved) {
    const actorId = caller === 'system' ? undefined : caller.userId;
    announce(deps.events, moved.a, { action: moved.t.action, status: moved.t.to, actorId });
  }
  return result;
}

export async function move(
  tx: DbOrTx,
  caller: SessionCaller | 'system',
  a: repo.DeliveryRow,
  t: AirworkTransition,
  extra: { at: Date; note?: string; patch?: StatusPatch },
) {
  const actorId = caller === 'system' ? null : caller.userId;
  await moveAirwork(tx, { id: a.id, from: a.status, transition: t, actorId, ...extra });
}

/** Tells one party of an Airwork, in their language, respecting their settings. */
export async function tell(
  deps: DeliveryDeps,
  tx: DbOrTx,
  userId: number | null,
  notice: DeliveryNotice,
  a: { id: number; title: string; tasksId: string },
  more: NoticeMore = {},
) {
  if (userId === null) return;
  const url = `${deps.publicUrl}/#${more.path ?? `/Airwork-details?Id=${a.id}`}`;
  await notifyUser(
    deps.mailer,
    tx,
    userId,
    more.importance ?? 'essential',
    (lang, to, who) => ({
      ...deliveryMail(notice, lang, to, { ...a, firstName: who.firstName, url, ...more }),
      ...(more.attach && { attachments: [{ kind: more.attach, taskId: a.id, lang }] }),
    }),
    notice === 'paidOut'
      ? null
      : { kind: NOTICE_KIND[notice], taskId: a.id, params: noticeParams(a, more) },
  );
}

/**
 * The notification each delivery mail is (the client's and the pilot's "scheduled" are one).
 * The pilot's payout statement is a mail only: their "accepted" notice already told them.
 */
const NOTICE_KIND: Record<Exclude<DeliveryNotice, 'paidOut'>, NotificationKind> = {
  scheduled: 'scheduled',
  scheduledClient: 'scheduled',
  delivered: 'delivered',
  accepted: 'accepted',
  autoAccepted: 'autoAccepted',
  rejected: 'rejected',
  captured: 'captured',
  released: 'released',
  cancelled: 'cancelled',
  ratingReceived: 'ratingReceived',
  disputeOpened: 'disputeOpened',
  disputeStatement: 'disputeStatement',
  disputeReleased: 'disputeDecided',
  disputeRefunded: 'disputeDecided',
  disputeSplit: 'disputeDecided',
  disputeHoldLapsed: 'disputeHoldLapsed',
};

function noticeParams(a: { title: string }, more: NoticeMore) {
  return {
    title: a.title,
    ...(more.day && { day: more.day }),
    ...(more.note && { note: more.note.slice(0, 200) }),
    ...more.params,
  };
}

/** What a notice says besides the Airwork: the mail's facts and the notification's params. */
interface NoticeMore {
  day?: string;
  note?: string;
  importance?: Importance;
  path?: string;
  reason?: DisputeReason;
  captured?: string;
  released?: string;
  /** Kept with the notification for the screens (an outcome, amounts in cents). */
  params?: NotificationParams;
  /** A paper the mail carries, in the reader's language (issue 25). */
  attach?: MailAttachmentRef['kind'];
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
  await tell(deps, deps.db, a.clientId, 'captured', a, { attach: 'receipt' });
  await tell(deps, deps.db, a.pilotId, 'paidOut', a, { attach: 'payout' });
  deps.mailer.kick();
}

/** `/api/schedule/add`: the assigned pilot sets or moves the flight day, money held. */
export async function schedule(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { tasksId: number; schedule: string },
): Promise<{ schedule: string; sameDay: string[] }> {
  if (r.schedule < latestCanadianDay(deps.now())) throw badRequest(DeliveryMessage.pastDate);
  const refusals = { moneyHeld: DeliveryMessage.notHeld };
  const step: Step<{ schedule: string; sameDay: string[] }> = async (tx, a, t) => {
    await move(tx, caller, a, t, {
      at: deps.now(),
      note: r.schedule,
      patch: { scheduledOn: r.schedule },
    });
    await tell(deps, tx, a.pilotId, 'scheduled', a, { day: r.schedule });
    await tell(deps, tx, a.clientId, 'scheduledClient', a, { day: r.schedule });
    return {
      schedule: r.schedule,
      sameDay: await repo.sameDay(tx, caller.userId, r.schedule, a.id),
    };
  };
  return guarded(deps, caller, r.tasksId, 'schedule', step, undefined, refusals);
}

/** `/api/schedule/list`: the caller's flight days. */
export async function schedules(deps: DeliveryDeps, caller: SessionCaller) {
  const rows = await repo.pilotSchedules(deps.db, caller.userId);
  return rows.map((r) => ({ ...r, schedule: r.schedule ?? '' }));
}

/** `/api/tasks/completeOrder`: the pilot submits the uploaded results with a note (→ 6). */
export async function complete(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; comments: string },
): Promise<void> {
  await guarded(deps, caller, r.taskId, 'complete', async (tx, a, t) => {
    if ((await repo.resultCount(tx, a.id)) === 0) throw conflict(DeliveryMessage.noFiles);
    await move(tx, caller, a, t, {
      at: deps.now(),
      note: r.comments,
      patch: { completedAt: deps.now() },
    });
    await tell(deps, tx, a.clientId, 'delivered', a, {
      note: r.comments,
      path: `/airwork-result?Id=${a.id}`,
    });
  });
}

/** `/api/tasks/rejectOrder`: back to the pilot (→ 4) with what is missing. */
export async function reject(
  deps: DeliveryDeps,
  caller: SessionCaller,
  r: { taskId: number; comments: string },
): Promise<void> {
  const refusals = { notAccepted: DeliveryMessage.accepted };
  const step: Step<void> = async (tx, a, t) => {
    await move(tx, caller, a, t, {
      at: deps.now(),
      note: r.comments,
      patch: { completedAt: null },
    });
    await tell(deps, tx, a.pilotId, 'rejected', a, {
      note: r.comments,
      path: `/upload-file?Id=${a.id}&number=${a.tasksId}`,
    });
  };
  await guarded(deps, caller, r.taskId, 'reject', step, undefined, refusals);
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
  const claimed = await deps.db.transaction(async (tx) => {
    const a = await repo.lockForDelivery(tx, r.taskId);
    return a?.status === AirworkStatus.cancelled && actorFor(caller, a) ? a : undefined;
  });
  const a =
    claimed ??
    (await guarded(deps, caller, r.taskId, 'cancel', async (tx, row, t) => {
      await move(tx, caller, row, t, { at: deps.now(), note: r.reason });
      await closeOthers(tx, row.id, 0, ApplicationStatus.closed);
      await tell(deps, tx, row.pilotId, 'cancelled', row, {
        note: r.reason,
        path: '/Airwork-lobby',
      });
      return row;
    }));
  const before = (await latestPayment(deps.db, a.id))?.state;
  const payment = await deps.payments.release(a.id);
  if (before === 'held' && payment.state === 'released') {
    await tell(deps, deps.db, a.clientId, 'released', a);
    deps.mailer.kick();
  }
  return payment;
}
