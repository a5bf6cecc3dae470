import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { stateOfRow } from '@airwork/shared/airworks/airwork-graph';
import {
  ApplicationStatus,
  Decision,
  type Application,
  type DecideApplicationRequest,
  type PilotApplication,
} from '@airwork/shared/hiring/application.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { centsToAmount } from '@airwork/shared/money';
import { distanceKm } from '@airwork/shared/geo/distance';
import type { DbOrTx } from '../../db/client';
import { forbidden, refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { lockAirwork } from '../airworks/airworks.access';
import * as repo from './applications.repository';
import { type HiringDeps, type ProposalInput } from './hiring-deps';
import { HiringOutcome } from '@airwork/shared/hiring/hiring.calls';
import { withdraw } from './withdraw-application';

export { type HiringDeps } from './hiring-deps';

/** A client sees at most this many waiting applications at once (oldest beyond are kept). */
const APPLICATIONS_SHOWN = 200;

/**
 * A verified pilot applies to an open Airwork, once (again after withdrawing), with their
 * proposal: a note, which also opens their conversation with the client, their own price and
 * the earliest day they can fly.
 */
export async function apply(
  deps: HiringDeps,
  caller: SessionCaller,
  taskId: number,
  proposal: ProposalInput = {},
): Promise<{ id: number; tasksId: string; title: string }> {
  if (caller.roleId !== Role.pilot) throw refuse(HiringOutcome.pilotsOnly);
  if (caller.active !== AccountStatus.active) throw refuse(HiringOutcome.notVerified);
  const now = deps.now?.() ?? new Date();
  const { note = '', earliestDate } = proposal;
  if (earliestDate !== undefined && earliestDate < latestCanadianDay(now)) {
    throw refuse(HiringOutcome.datePast);
  }
  const pilot = await deps.pilotInfo(caller.userId);
  return deps.notices.transaction(async (tx) => {
    // The lock orders this against an approval: nobody applies to an Airwork just taken.
    const airwork = await lockAirwork(tx, taskId);
    if (!airwork) throw refuse(TaskOutcome.notFound);
    if (airwork.clientId === caller.userId) throw refuse(HiringOutcome.own);
    if (!mayDo('apply', stateOfRow(airwork))) throw refuse(HiringOutcome.notOpen);
    // The Airwork's own price named again is no price of the pilot's.
    const own = proposal.price !== undefined && proposal.price !== airwork.salaryCents;
    const made = await repo.insertApplication(
      tx,
      taskId,
      caller.userId,
      {
        note,
        priceCents: own ? proposal.price! : null,
        earliestOn: earliestDate ?? null,
      },
      now,
    );
    if (made === undefined) throw refuse(HiringOutcome.already);
    const { id } = made;
    const who = { airworkId: taskId, clientId: airwork.clientId, pilotId: caller.userId };
    const messageId = note === '' ? null : await deps.proposalNote(tx, { ...who, text: note }, now);
    const by = { id: caller.userId, name: pilot.displayName, number: pilot.userNumbers };
    await deps.notices.record(tx, { type: 'applied', airwork, pilot: by });
    announceApplication(deps, tx, airwork, caller.userId, messageId);
    return { id, title: airwork.title, tasksId: airwork.tasksId };
  });
}

/** Once it committed: the client's tabs hear of the application, both of its note. */
function announceApplication(
  deps: HiringDeps,
  tx: DbOrTx,
  a: { id: number; tasksId: string; title: string; clientId: number },
  pilotId: number,
  messageId: number | null,
) {
  const { id: taskId, tasksId, title, clientId } = a;
  deps.notices.publish(tx, clientId, { type: 'application', taskId, tasksId, title });
  if (messageId === null) return;
  const message = { type: 'message' as const, taskId, title, messageId };
  deps.notices.publish(tx, clientId, { ...message, withUserId: pilotId, byYou: false });
  deps.notices.publish(tx, pilotId, { ...message, withUserId: clientId, byYou: true });
}

/** `/api/tasks/applyInfo`: the waiting applications to the caller's Airworks, with each pilot. */
export async function waitingApplications(
  deps: HiringDeps,
  caller: SessionCaller,
): Promise<Application[]> {
  const rows = await repo.waitingForClient(deps.db, caller.userId, APPLICATIONS_SHOWN);
  const pilotIds = [...new Set(rows.map((r) => r.pilotUserId))];
  const [pilots, homes] = await Promise.all([deps.pilotInfos(pilotIds), deps.pilotHomes(pilotIds)]);
  // A pilot deleted since applying has no public face: their application is not shown.
  return rows
    .filter((r) => pilots.has(r.pilotUserId))
    .map(({ createdAt, priceCents, salaryCents, earliestOn, site, ...r }) => {
      const home = homes.get(r.pilotUserId);
      return {
        ...r,
        createTime: createdAt.toISOString(),
        pilot: pilots.get(r.pilotUserId)!,
        price: centsToAmount(priceCents ?? salaryCents),
        ownPrice: priceCents !== null,
        earliestDate: earliestOn,
        distanceKm: home ? distanceKm(home, site) : null,
      };
    });
}

/**
 * The decision is about the proposal the client read: not one the pilot withdrew (told apart
 * from one they withdrew and proposed again, the bait-and-switch the probe found), and of the
 * version the client's screen showed.
 */
async function assertProposalRead(
  tx: DbOrTx,
  application: { id: number; airworkId: number; pilotId: number; status: number } & {
    proposalVersion: number;
  },
  versionRead: number | undefined,
) {
  if (application.status === ApplicationStatus.withdrawn) {
    const replaced = await repo.hasLaterProposal(tx, application);
    throw refuse(replaced ? HiringOutcome.proposalChanged : HiringOutcome.withdrawn);
  }
  if (versionRead !== undefined && versionRead !== application.proposalVersion) {
    throw refuse(HiringOutcome.proposalChanged);
  }
}

/**
 * `/api/tasks/updateApplyInfo`: the owning client approves (9) or disapproves (0) one waiting
 * application. Approval assigns the pilot, moves the Airwork to Pending and closes the other
 * applications, all in one transaction under the Airwork's row lock: of racing approvals for
 * one Airwork exactly one wins.
 */
export async function decide(
  deps: HiringDeps,
  caller: SessionCaller,
  d: DecideApplicationRequest,
): Promise<void> {
  if (d.status !== Decision.approve) return disapprove(deps, caller, d);
  const request = {
    taskId: d.taskId,
    action: 'approve',
    by: caller,
    wrongMoment: () => HiringOutcome.decided,
  } as const;
  await deps.moves.run(request, async (tx, airwork, move) => {
    const application = await decidable(tx, d);
    // Nobody is hired, nor money held for them, who can no longer sign in or fly.
    if (application.pilotActive !== AccountStatus.active) {
      throw refuse(HiringOutcome.pilotUnavailable);
    }
    if (!(await repo.decideApplication(tx, application.id, ApplicationStatus.approved))) {
      throw refuse(HiringOutcome.decided);
    }
    const closed = ApplicationStatus.closed;
    const declined = await repo.closeOthers(tx, airwork.id, application.id, closed);
    // A proposal's own price becomes the Airwork's: what is held, captured and rated.
    const salaryCents = application.priceCents ?? undefined;
    await move({ patch: { pilotId: application.pilotId, salaryCents }, tells: { declined } });
  });
}

/** A "no" to one waiting application: the Airwork stays open, the pilot is told. */
async function disapprove(deps: HiringDeps, caller: SessionCaller, d: DecideApplicationRequest) {
  await deps.notices.transaction(async (tx) => {
    const airwork = await lockAirwork(tx, d.taskId);
    if (!airwork) throw refuse(TaskOutcome.notFound);
    if (airwork.clientId !== caller.userId) throw forbidden();
    const application = await decidable(tx, d);
    if (!(await repo.decideApplication(tx, application.id, ApplicationStatus.disapproved))) {
      throw refuse(HiringOutcome.decided);
    }
    await deps.notices.record(tx, { type: 'declined', airwork, pilotId: application.pilotId });
  });
}

/** The application the client decides on, of this Airwork, as their screen showed it. */
async function decidable(tx: DbOrTx, d: DecideApplicationRequest) {
  const application = await repo.findApplication(tx, d.id);
  const pilotDiffers = d.pilotUserId !== undefined && d.pilotUserId !== application?.pilotId;
  if (!application || application.airworkId !== d.taskId || pilotDiffers) {
    throw refuse(HiringOutcome.applicationNotFound);
  }
  await assertProposalRead(tx, application, d.proposalVersion);
  return application;
}

/** `/api/pilot/orderlists`: the caller's applications and how each ended. */
export async function pilotApplications(
  deps: HiringDeps,
  caller: SessionCaller,
  q: { page: number; size: number },
): Promise<{ total: number; data: PilotApplication[] }> {
  const { total, rows } = await repo.forPilot(
    deps.db,
    caller.userId,
    q.size,
    (q.page - 1) * q.size,
  );
  return {
    total,
    data: rows.map(({ createdAt, salaryCents, priceCents, ...r }) => ({
      ...r,
      salary: centsToAmount(salaryCents),
      proposedPrice: priceCents === null ? null : centsToAmount(priceCents),
      createTime: createdAt.toISOString(),
    })),
  };
}

export const createHiringService = (deps: HiringDeps) =>
  bindUseCases(deps, {
    apply,
    withdraw,
    waiting: waitingApplications,
    decide,
    pilotApplications,
  });

export type HiringService = ReturnType<typeof createHiringService>;
