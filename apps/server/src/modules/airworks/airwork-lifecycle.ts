import type { Outcome } from '@airwork/shared/api/contract';
import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { Role } from '@airwork/shared/accounts/account-constants';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import {
  GUARDS,
  graphActor,
  transitionFor,
  type AirworkActor,
  type AirworkTransition,
  type Guard,
} from '@airwork/shared/airworks/airwork-graph';
import type { AirworkAction } from '@airwork/shared/airworks/airwork-moves';
import { actorOf } from '@airwork/shared/airworks/airwork-viewers';
import type { DbOrTx } from '../../db/client';
import { forbidden, refuse } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { MoneyOf } from './airwork-dto';
import { announce } from './airwork-events';
import type { MoveEvent, MoveFacts } from '../notices/notice-handlers';
import type { Notices } from '../notices/notices';
import * as repo from './airwork-moves.repository';

export type LockedAirwork = repo.LockedAirwork;

/** Who makes a move: a signed-in caller (their part in the Airwork decides) or the clock. */
export type MoveBy = SessionCaller | 'system';

/**
 * Records the move being run, from the status the Airwork is in, with what changes beside it,
 * and the events its graph entry emits (with `tells`: what they say besides the note).
 */
export type Move = (extra?: {
  note?: string;
  patch?: repo.StatusPatch;
  tells?: MoveFacts & { note?: string };
}) => Promise<void>;

/**
 * What a move does besides changing the status, in the move's transaction: its records and
 * notices. `move` records the status change; a step that finds nothing to change (an accept
 * retried to capture again) does not call it, and nothing is announced.
 */
export type Step<T> = (tx: DbOrTx, a: LockedAirwork, move: Move) => Promise<T>;

export interface MoveRequest<T> {
  taskId: number;
  action: AirworkAction;
  by: MoveBy;
  /** The refusal when the action is the caller's but not at this moment (else not editable). */
  wrongMoment?: (a: LockedAirwork) => Outcome;
  /** A guard's own refusal (scheduling before the hold says why). */
  refusals?: Partial<Record<Guard, Outcome>>;
  /**
   * The answer when this move was made already and the call is its retry (a cancel retried
   * to void the hold again): asked under the lock, after the caller's part, before the graph.
   */
  retried?: (tx: DbOrTx, a: LockedAirwork) => Promise<T | undefined> | T | undefined;
  /** The 403/409 a caller gets instead, when the call says "not allowed" its own way. */
  refuse?: () => Error;
  /**
   * Where the Airwork stands lets the caller act without a move (more result files while they
   * arrive): the step runs, and its `move` records nothing.
   */
  orStay?: (a: LockedAirwork) => boolean;
}

export interface AirworkMovesDeps {
  /** The transaction each move runs in, and what it tells (notices.ts). */
  notices: Notices;
  /** Where the Airwork's money stands, for guards: handed down (payments sits above airworks). */
  moneyOf: MoneyOf;
  /** The rules' clock: what each move is recorded at. */
  now: () => Date;
  /** The graph the moves follow: the product's (airwork-graph.ts), or a test's own. */
  transitions?: readonly AirworkTransition[];
}

/**
 * The one way an Airwork moves (issue 47). Every move of the graph (airwork-graph.ts) — by a
 * client, a pilot, an admin or the clock — is checked here against who may make it from the
 * status the Airwork is in and its guards, made in one transaction with its records, recorded
 * in the Airwork's timeline, and announced to both parties' open tabs after the commit.
 * Provider calls (capture, void) stay outside: claim here → call → record, as before.
 */
export function createAirworkMoves(deps: AirworkMovesDeps) {
  /** Runs one move on one Airwork, locked for the transaction. */
  async function run<T>(req: MoveRequest<T>, step: Step<T>): Promise<T> {
    return deps.notices.transaction(async (tx) => {
      const a = await repo.lockAirwork(tx, req.taskId);
      if (!a) throw refuse(TaskOutcome.notFound);
      const actor = req.by === 'system' ? 'system' : graphActor(actorOf(req.by, a));
      if (!actor) throw req.refuse?.() ?? forbidden();
      const again = await req.retried?.(tx, a);
      if (again !== undefined) return again;
      if (req.orStay?.(a) && !transitionFor(req.action, a.status, actor, deps.transitions)) {
        return step(tx, a, async () => {});
      }
      const t = await checkMove(deps, tx, a, actor, req);
      return step(tx, a, recorder(deps, tx, a, t, req.by));
    });
  }

  /**
   * The clock's move on every Airwork `claim` locks (skipping rows another instance holds),
   * in one transaction; what each step returns, in order.
   */
  async function runDue<T>(
    action: AirworkAction,
    claim: (tx: DbOrTx) => Promise<LockedAirwork[]>,
    step: Step<T>,
  ): Promise<T[]> {
    return deps.notices.transaction(async (tx) => {
      const out: T[] = [];
      for (const a of await claim(tx)) {
        const t = await checkMove(deps, tx, a, 'system', { taskId: a.id, action, by: 'system' });
        out.push(await step(tx, a, recorder(deps, tx, a, t, 'system')));
      }
      return out;
    });
  }

  return {
    post: <T>(by: SessionCaller, insert: Insert, step: (tx: DbOrTx, id: number) => Promise<T>) =>
      postAirwork(deps, by, insert, step),
    run,
    runDue,
  };
}

export type AirworkMoves = ReturnType<typeof createAirworkMoves>;

/** Writes a new Airwork's row in the status given; answers its id. */
type Insert = (tx: DbOrTx, status: number) => Promise<number>;

/**
 * The first move: a client posts an Airwork. `insert` writes its row in the status the graph
 * gives it and answers its id; the posting is the first entry of its timeline.
 */
async function postAirwork<T>(
  deps: AirworkMovesDeps,
  by: SessionCaller,
  insert: Insert,
  step: (tx: DbOrTx, id: number) => Promise<T>,
): Promise<T> {
  const t =
    by.roleId === Role.client
      ? transitionFor('create', null, 'client', deps.transitions)
      : undefined;
  if (!t) throw refuse(TaskOutcome.clientsOnly);
  return deps.notices.transaction(async (tx) => {
    const id = await insert(tx, t.to);
    await repo.recordTransition(tx, {
      airworkId: id,
      fromStatus: null,
      toStatus: t.to,
      action: t.action,
      actorId: by.userId,
      createdAt: deps.now(),
    });
    const result = await step(tx, id);
    const a = await repo.lockAirwork(tx, id);
    if (a) await tellMoved(deps, tx, t, { airwork: a, by: by.userId, note: '' });
    return result;
  });
}

/** The move `req.action` from where the Airwork stands for `actor`, when its guards hold. */
async function checkMove<T>(
  deps: Pick<AirworkMovesDeps, 'moneyOf' | 'transitions'>,
  tx: DbOrTx,
  a: LockedAirwork,
  actor: AirworkActor,
  req: MoveRequest<T>,
): Promise<AirworkTransition> {
  const t = transitionFor(req.action, a.status, actor, deps.transitions);
  if (!t) {
    const anyState = Object.values(AirworkStatus).some((s) =>
      transitionFor(req.action, s, actor, deps.transitions),
    );
    if (!anyState) throw req.refuse?.() ?? forbidden();
    throw req.refuse?.() ?? refuse(req.wrongMoment?.(a) ?? TaskOutcome.notEditable);
  }
  if (t.guards.length > 0) {
    const payment = (await deps.moneyOf(tx, [a.id])).get(a.id) ?? null;
    const facts = { status: a.status, accepted: a.acceptedAt !== null, payment };
    const failed = t.guards.find((g) => !GUARDS[g].holds(facts));
    if (failed) {
      throw refuse(req.refusals?.[failed] ?? req.wrongMoment?.(a) ?? TaskOutcome.notEditable);
    }
  }
  return t;
}

/** The `move` a step is given: the status change, its record and the events it emits. */
function recorder(
  deps: AirworkMovesDeps,
  tx: DbOrTx,
  a: LockedAirwork,
  t: AirworkTransition,
  by: MoveBy,
): Move {
  return async (extra = {}) => {
    const actorId = by === 'system' ? null : by.userId;
    if (!(await repo.changeStatus(tx, a.id, a.status, t.to, extra.patch))) {
      throw refuse(TaskOutcome.notEditable);
    }
    await repo.recordTransition(tx, {
      airworkId: a.id,
      fromStatus: a.status,
      toStatus: t.to,
      action: t.action,
      actorId,
      note: extra.note ?? '',
      // A price the change set is in the record with it (the price a proposal agreed).
      priceCents: extra.patch?.salaryCents ?? null,
      createdAt: deps.now(),
    });
    const moved = { ...a, pilotId: extra.patch?.pilotId ?? a.pilotId };
    const note = extra.tells?.note ?? extra.note ?? '';
    await tellMoved(deps, tx, t, { airwork: moved, by: actorId, note, ...extra.tells });
    // Once it committed, both parties' open tabs refresh (the mover's without a toast).
    announce(deps.notices, tx, moved, { action: t.action, status: t.to, actorId });
  };
}

/** Records the events the move's graph entry emits (notice-handlers.ts says whom they tell). */
async function tellMoved(
  deps: AirworkMovesDeps,
  tx: DbOrTx,
  t: AirworkTransition,
  event: MoveEvent & MoveFacts,
) {
  for (const type of t.emits) await deps.notices.record(tx, { type, ...event });
}
