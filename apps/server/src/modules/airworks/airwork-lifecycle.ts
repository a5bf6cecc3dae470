import type { AirworkTransition } from '@airwork/shared/airworks/airwork-graph';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/app-error';
import * as repo from './airworks.repository';

export const TaskMessage = {
  notFound: 'task.not_found',
  notEditable: 'task.not_editable',
  clientsOnly: 'task.clients_only',
  attachmentUnknown: 'task.attachment_unknown',
  neededByPast: 'Airworks.needed_by_past',
} as const;

/**
 * The one place an Airwork changes status: only from the status it is still in (racing requests
 * cannot both win), and every change is recorded with who made it and why.
 */
export async function moveAirwork(
  tx: DbOrTx,
  move: {
    id: number;
    from: number;
    transition: AirworkTransition;
    actorId: number | null;
    /** When, on the rules' clock. */
    at: Date;
    note?: string;
    /** What changes with the status (the assigned pilot, the flight day …). */
    patch?: repo.StatusPatch;
  },
): Promise<void> {
  const { id, from, transition } = move;
  if (!(await repo.changeStatus(tx, id, from, transition.to, move.patch))) {
    throw conflict(TaskMessage.notEditable);
  }
  await repo.recordTransition(tx, {
    airworkId: id,
    fromStatus: from,
    toStatus: transition.to,
    action: transition.action,
    actorId: move.actorId,
    note: move.note ?? '',
    // A price the change set is in the record with it (the price a proposal agreed).
    priceCents: move.patch?.salaryCents ?? null,
    createdAt: move.at,
  });
}
