import { RatingOutcome } from '@airwork/shared/ratings/rating.calls';
import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { displayName } from '@airwork/shared/accounts/display-name';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { ClientRating } from '@airwork/shared/hiring/application.schema';
import type {
  AddRatingRequest,
  ReceivedRating,
  TaskRatings,
} from '@airwork/shared/ratings/rating.schema';
import { actorOf, isSide } from '@airwork/shared/airworks/airwork-viewers';
import type { Db } from '../../db/client';
import { forbidden, refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { airworkParties, lockAirwork, airworkWithNames } from '../airworks/airworks.access';
import type { Notices } from '../notices/notices';
import * as repo from './ratings.repository';

/** Double-blind: a rating shows when both sides rated, or this long after first delivery. */
export const REVEAL_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

export interface RatingsDeps {
  db: Db;
  /** The rating's notices, sent once it committed (notices.ts). */
  notices: Notices;
  now: () => Date;
}

/** A client's prestige: the visible ratings pilots gave them. */
export const clientRating = (deps: RatingsDeps, userId: number): Promise<ClientRating> =>
  repo.ratingSummary(deps.db, userId, deps.now());

/**
 * `/api/rating/add`: the Airwork's client rates its pilot or the pilot its client, once each,
 * after the results were delivered. Hidden until the other side rates or 14 days have passed.
 */
export async function addRating(deps: RatingsDeps, caller: SessionCaller, r: AddRatingRequest) {
  await deps.notices.transaction(async (tx) => {
    // The spec's payload names no Airwork: the latest one the two share that awaits this rating.
    const taskId = r.taskId ?? (await repo.latestAwaitingRating(tx, caller.userId, r.userId));
    if (taskId === undefined) throw refuse(RatingOutcome.nothingToRate);
    // The Airwork's lock orders the two sides: the second one always sees the first.
    const a = await lockAirwork(tx, taskId);
    if (!a) throw refuse(TaskOutcome.notFound);
    // The two sides rate each other; nobody else rates this Airwork.
    const viewer = actorOf(caller, a);
    if (!isSide(viewer)) throw forbidden();
    const other = viewer === 'owner' ? a.pilotId : a.clientId;
    if (r.userId !== other) throw refuse(RatingOutcome.wrongUser);
    const delivered = await repo.firstDelivery(tx, a.id);
    if (!delivered) throw refuse(RatingOutcome.notYet);
    const now = deps.now();
    const theirs = (await repo.ratingsOfTask(tx, a.id)).find((x) => x.fromUserId === other);
    const revealAt = new Date(Math.max(delivered.getTime() + REVEAL_AFTER_MS, now.getTime()));
    const added = await repo.insertRating(tx, {
      airworkId: a.id,
      fromUserId: caller.userId,
      toUserId: other,
      rating: r.rating,
      comments: r.comments,
      visibleAt: theirs ? now : revealAt,
      createdAt: now,
    });
    if (!added) throw refuse(RatingOutcome.already);
    if (theirs) await repo.revealBoth(tx, a.id, now);
    const revealed = theirs !== undefined;
    await deps.notices.record(tx, {
      type: 'rated',
      airwork: a,
      raterId: caller.userId,
      ratedId: other,
      revealed,
    });
  });
}

/** The visible ratings a user received (pilot information, client prestige). */
export async function receivedRatings(
  deps: RatingsDeps,
  q: { userId: number; page: number; size: number },
): Promise<{ total: number; data: ReceivedRating[] }> {
  const { total, rows } = await repo.receivedRatings(deps.db, q.userId, deps.now(), {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    total,
    data: rows.map((x) => ({
      rating: x.rating,
      comments: x.comments,
      from: x.fromRole === Role.pilot ? 'pilot' : 'client',
      taskTitle: x.taskTitle,
      createTime: x.createdAt.toISOString(),
    })),
  };
}

/** `/api/rating/forTask`: the caller's rating for an Airwork, and the other's once shown. */
export async function taskRatings(
  deps: RatingsDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<TaskRatings> {
  const p = await airworkParties(deps.db, taskId);
  if (!p) throw refuse(TaskOutcome.notFound);
  if (caller.userId !== p.clientId && caller.userId !== p.pilotId) throw forbidden();
  const now = deps.now();
  const rows = await repo.ratingsOfTask(deps.db, taskId);
  const shown = (x: (typeof rows)[number]) => x.visibleAt !== null && x.visibleAt <= now;
  const given = rows.find((x) => x.fromUserId === caller.userId);
  const received = rows.find((x) => x.toUserId === caller.userId && shown(x));
  const delivered = await repo.firstDelivery(deps.db, taskId);
  const about = await airworkWithNames(deps.db, taskId);
  const other = otherPartyOf(about, caller.userId === p.clientId);
  return {
    given: given ? { rating: given.rating, comments: given.comments, visible: shown(given) } : null,
    received: received ? { rating: received.rating, comments: received.comments } : null,
    revealAt: delivered ? new Date(delivered.getTime() + REVEAL_AFTER_MS).toISOString() : null,
    airwork: { title: about?.title ?? '', tasksId: about?.tasksId ?? '' },
    otherName: other ? displayName(other) : '',
  };
}

/** The other party's names, as the rating page names them (none while no pilot is hired). */
function otherPartyOf(
  about: Awaited<ReturnType<typeof airworkWithNames>>,
  callerIsClient: boolean,
): { firstName: string; lastName: string } | undefined {
  if (!about) return undefined;
  if (!callerIsClient) return { firstName: about.clientFirst, lastName: about.clientLast };
  if (about.pilotId === null) return undefined;
  return { firstName: about.pilotFirst ?? '', lastName: about.pilotLast ?? '' };
}

export const createRatingsService = (deps: RatingsDeps) =>
  bindUseCases(deps, {
    clientRating,
    add: addRating,
    received: receivedRatings,
    forTask: taskRatings,
  });

export type RatingsService = ReturnType<typeof createRatingsService>;
