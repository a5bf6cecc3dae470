import { DisputeRefusal } from '@airwork/shared/disputes/dispute.calls';
import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import { actorOf, isParty } from '@airwork/shared/airworks/airwork-viewers';
import {
  type Dispute,
  type DisputeQueue,
  type DisputeReason,
} from '@airwork/shared/disputes/dispute.schema';
import { centsToAmount } from '@airwork/shared/money';
import { fullName, toDispute } from './dispute-dto';
import type { DbOrTx } from '../../db/client';
import { forbidden, refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { announce } from '../airworks/airwork-events';
import type { DeliveryDeps } from '../delivery/delivery.service';
import { lockAirwork, type LockedAirwork, airworkWithNames } from '../airworks/airworks.access';
import { holdLapsed, latestPayment, latestPayments } from '../payments/payments.access';
import type { UploadsService } from '../uploads/uploads.service';
import * as repo from './disputes.repository';
import { shareUploads } from '../uploads/uploads.access';

// Disputes (issue 25). Opening one moves the Airwork to 8 through the lifecycle table, so every
// other action and timer stops by itself; an admin's decision moves it on (settle → 6, refund →
// 7). A decision is written once, under the Airwork's lock and the dispute's; its money moves
// after the commit, through the payments service's claim → call → record, so two admins at
// once or a retry after the provider failed make one provider call. A decision whose money did
// not move yet stays unsettled and is retried (the same decision again, or the job).

export interface DisputesDeps extends DeliveryDeps {
  uploads: UploadsService;
}

/** The screen a dispute's notices open. */
export const disputePath = (taskId: number) => `/airwork-dispute?Id=${taskId}`;

/** A statement with its files, written in the caller's transaction. */
async function writeStatement(
  tx: DbOrTx,
  disputeId: number,
  authorId: number,
  text: string,
  attachmentIds: string[],
  at: Date,
) {
  const fileIds = [...new Set(attachmentIds)];
  const files = await repo.unusedEvidence(tx, fileIds, authorId);
  if (files.length !== fileIds.length) throw refuse(DisputeRefusal.attachmentUnknown);
  const statement = await repo.insertStatement(tx, { disputeId, authorId, text }, at);
  await repo.attachEvidence(tx, statement.id, fileIds);
  // Evidence is the dispute's: it stays when its uploader erases their account.
  await shareUploads(tx, { kind: 'dispute-statement', id: statement.id }, fileIds);
}

/** The Airwork's other side, from a party's side. */
const otherSide = (a: LockedAirwork, userId: number) =>
  userId === a.clientId ? a.pilotId : a.clientId;

/** `/api/disputes/open`: a party disputes the Airwork (→ 8); the other side is told. */
export async function openDispute(
  deps: DisputesDeps,
  caller: SessionCaller,
  r: { taskId: number; reason: DisputeReason; statement: string; attachmentIds: string[] },
): Promise<Dispute> {
  const now = deps.now();
  const request = {
    taskId: r.taskId,
    action: 'dispute',
    by: caller,
    wrongMoment: (a: LockedAirwork) =>
      stateOfRow(a) === 'disputed' ? DisputeRefusal.alreadyOpen : DisputeRefusal.notAllowed,
  } as const;
  // The graph holds the rule: a side, the results not yet accepted, the money held.
  await deps.moves.run(request, async (tx, a, move) => {
    const opened = { airworkId: a.id, openedBy: caller.userId, reason: r.reason };
    const dispute = await repo.insertDispute(tx, { ...opened, fromStatus: a.status }, now);
    if (!dispute) throw refuse(DisputeRefusal.alreadyOpen);
    await writeStatement(tx, dispute.id, caller.userId, r.statement, r.attachmentIds, now);
    await move({ tells: { disputeReason: r.reason, note: r.statement } });
  });
  return getDispute(deps, caller, r.taskId);
}

/** `/api/disputes/add`: a statement to an open dispute; the others in it are told. */
export async function addStatement(
  deps: DisputesDeps,
  caller: SessionCaller,
  r: { taskId: number; statement: string; attachmentIds: string[] },
): Promise<Dispute> {
  const now = deps.now();
  await deps.notices.transaction(async (tx) => {
    // The Airwork's lock orders statements after a decision being written, never beside it.
    const row = await lockAirwork(tx, r.taskId);
    if (!row) throw refuse(TaskOutcome.notFound);
    const viewer = actorOf(caller, row);
    if (!isParty(viewer)) throw forbidden();
    const dispute = await repo.disputeOf(tx, row.id);
    if (!dispute) throw refuse(DisputeRefusal.notFound);
    if (dispute.decidedAt) throw refuse(DisputeRefusal.closed);
    await writeStatement(tx, dispute.id, caller.userId, r.statement, r.attachmentIds, now);
    // A party's statement goes to the other side; an admin's question to both.
    const to = viewer === 'admin' ? [row.clientId, row.pilotId] : [otherSide(row, caller.userId)];
    await deps.notices.record(tx, {
      type: 'disputeStatement',
      airwork: row,
      to,
      note: r.statement,
    });
    const change = { action: 'disputeStatement', status: row.status, actorId: caller.userId };
    announce(deps.notices, tx, row, change);
  });
  return getDispute(deps, caller, r.taskId);
}

/** `/api/disputes/get`: the dispute as its parties and admins see it. */
export async function getDispute(
  deps: DisputesDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<Dispute> {
  const a = await airworkWithNames(deps.db, taskId);
  if (!a) throw refuse(TaskOutcome.notFound);
  if (!isParty(actorOf(caller, a))) throw forbidden();
  const d = await repo.disputeOf(deps.db, a.id);
  if (!d) throw refuse(DisputeRefusal.notFound);
  const [statements, hold] = await Promise.all([
    repo.statementsOf(deps.db, d.id),
    latestPayment(deps.db, a.id),
  ]);
  const files = await repo.evidenceOf(
    deps.db,
    statements.map((s) => s.id),
  );
  return toDispute(
    { a, d, statements, files, hold, now: deps.now() },
    (f) => deps.uploads.documentLink(f).url,
  );
}

/** `/api/admin/disputes`: the queue (open, oldest first) or the decided ones. */
export async function disputeQueue(
  deps: DisputesDeps,
  q: { page: number; size: number; state: 'open' | 'decided' },
): Promise<DisputeQueue> {
  const [rows, total] = await Promise.all([
    repo.queuePage(deps.db, q.state, q.size, (q.page - 1) * q.size),
    repo.queueTotal(deps.db, q.state),
  ]);
  const holds = await latestPayments(
    deps.db,
    rows.map((r) => r.airworkId),
  );
  return {
    total,
    data: rows.map((r) => {
      const hold = holds.get(r.airworkId);
      return {
        taskId: r.airworkId,
        tasksId: r.tasksId,
        title: r.title,
        reason: r.reason,
        openedBy: r.openedBy === r.clientId ? 'client' : 'pilot',
        openedAt: r.openedAt.toISOString(),
        clientName: fullName(r.clientFirst, r.clientLast),
        pilotName: fullName(r.pilotFirst, r.pilotLast),
        holdAmount: centsToAmount(hold?.amountCents ?? 0),
        holdExpiresAt: hold?.expiresAt?.toISOString() ?? null,
        holdLapsed: holdLapsed(hold, deps.now()),
        statements: r.statements,
        outcome: r.outcome,
        decidedAt: r.decidedAt?.toISOString() ?? null,
      };
    }),
  };
}
