import { DeliveryOutcome } from '@airwork/shared/delivery/delivery.calls';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import type { EventHub } from '../../adapters/events/event-hub';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Db, DbOrTx } from '../../db/client';
import { refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { AirworkMoves, Step } from '../airworks/airwork-lifecycle';
import type { LockedAirwork } from '../airworks/airworks.access';
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
import { wasVoided } from '@airwork/shared/payments/payment-states';
import * as repo from './delivery.repository';

export interface DeliveryDeps {
  db: Db;
  /** The one way an Airwork moves (airwork-lifecycle.ts). */
  moves: AirworkMoves;
  mailer: Mailer;
  events: EventHub;
  publicUrl: string;
  payments: PaymentsService;
  now: () => Date;
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
  if (r.schedule < latestCanadianDay(deps.now())) throw refuse(DeliveryOutcome.pastDate);
  const refusals = { moneyHeld: DeliveryOutcome.notHeld };
  const step: Step<{ schedule: string; sameDay: string[] }> = async (tx, a, move) => {
    await move({ note: r.schedule, patch: { scheduledOn: r.schedule } });
    await tell(deps, tx, a.pilotId, 'scheduled', a, { day: r.schedule });
    await tell(deps, tx, a.clientId, 'scheduledClient', a, { day: r.schedule });
    return {
      schedule: r.schedule,
      sameDay: await repo.sameDay(tx, caller.userId, r.schedule, a.id),
    };
  };
  return deps.moves.run({ taskId: r.tasksId, action: 'schedule', by: caller, refusals }, step);
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
  const request = { taskId: r.taskId, action: 'complete', by: caller } as const;
  await deps.moves.run(request, async (tx, a, move) => {
    if ((await repo.resultCount(tx, a.id)) === 0) throw refuse(DeliveryOutcome.noFiles);
    await move({ note: r.comments, patch: { completedAt: deps.now() } });
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
  const refusals = { notAccepted: DeliveryOutcome.alreadyAccepted };
  const request = { taskId: r.taskId, action: 'reject', by: caller, refusals } as const;
  await deps.moves.run(request, async (tx, a, move) => {
    await move({ note: r.comments, patch: { completedAt: null } });
    await tell(deps, tx, a.pilotId, 'rejected', a, {
      note: r.comments,
      path: `/upload-file?Id=${a.id}&number=${a.tasksId}`,
    });
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
    await tell(deps, tx, row.pilotId, 'cancelled', row, { note: r.reason, path: '/Airwork-lobby' });
    return row;
  });
  const before = (await latestPayment(deps.db, a.id))?.state;
  const payment = await deps.payments.release(a.id);
  if (wasVoided(before, payment.state)) {
    await tell(deps, deps.db, a.clientId, 'released', a);
    deps.mailer.kick();
  }
  return payment;
}
