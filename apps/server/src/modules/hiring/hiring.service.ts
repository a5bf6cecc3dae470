import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { AirworkStatus, transitionFor } from '@airwork/shared/airworks/airwork-states';
import {
  ApplicationStatus,
  Decision,
  type Application,
  type PilotApplication,
} from '@airwork/shared/hiring/application.schema';
import { centsToAmount } from '@airwork/shared/money';
import type { PilotPublicInfo } from '@airwork/shared/pilots/pilot.schema';
import type { EventHub } from '../../adapters/events/event-hub';
import type { Db, DbOrTx } from '../../db/client';
import { announce } from '../airworks/airwork-events';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { moveAirwork, TaskMessage } from '../airworks/airwork-lifecycle';
import { lockAirwork } from '../airworks/airworks.access';
import {
  applicationDecidedMail,
  applicationReceivedMail,
  applicationSentMail,
} from '../mail/hiring-mails';
import type { Mailer } from '../mail/mail.service';
import { notifyUser } from '../mail/notify';
import * as repo from './applications.repository';

export const HiringMessage = {
  pilotsOnly: 'apply.pilots_only',
  notVerified: 'apply.not_verified',
  own: 'apply.own',
  notOpen: 'apply.not_open',
  already: 'apply.already',
  applicationNotFound: 'apply.application_not_found',
  decided: 'apply.already_decided',
} as const;

/** A client sees at most this many waiting applications at once (oldest beyond are kept). */
const APPLICATIONS_SHOWN = 200;

export interface HiringDeps {
  db: Db;
  events: EventHub;
  mailer: Mailer;
  publicUrl: string;
  pilotInfo: (pilotId: number) => Promise<PilotPublicInfo>;
}

const detailsUrl = (deps: HiringDeps, taskId: number) =>
  `${deps.publicUrl}/#/Airwork-details?Id=${taskId}`;

/** A verified pilot applies to an open Airwork, once. */
export async function apply(
  deps: HiringDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<{ id: number; tasksId: string; title: string }> {
  if (caller.roleId !== Role.pilot) throw forbidden(HiringMessage.pilotsOnly);
  if (caller.active !== AccountStatus.active) throw forbidden(HiringMessage.notVerified);
  const pilot = await deps.pilotInfo(caller.userId);
  const result = await deps.db.transaction(async (tx) => {
    // The lock orders this against an approval: nobody applies to an Airwork just taken.
    const airwork = await lockAirwork(tx, taskId);
    if (!airwork) throw notFound(TaskMessage.notFound);
    if (airwork.clientId === caller.userId) throw forbidden(HiringMessage.own);
    if (airwork.status !== AirworkStatus.open) throw conflict(HiringMessage.notOpen);
    const id = await repo.insertApplication(tx, taskId, caller.userId);
    if (id === undefined) throw conflict(HiringMessage.already);
    const facts = { title: airwork.title, tasksId: airwork.tasksId };
    await notifyUser(
      deps.mailer,
      tx,
      caller.userId,
      'essential',
      (lang, to, who) =>
        applicationSentMail(lang, to, {
          ...facts,
          firstName: who.firstName,
          url: detailsUrl(deps, taskId),
        }),
      // The pilot's own act: mailed as a receipt, not a notification.
      null,
    );
    await notifyUser(
      deps.mailer,
      tx,
      airwork.clientId,
      'essential',
      (lang, to, who) =>
        applicationReceivedMail(lang, to, {
          ...facts,
          firstName: who.firstName,
          pilotNumber: pilot.userNumbers,
          url: `${deps.publicUrl}/#/client-notification`,
        }),
      {
        kind: 'applicationReceived',
        taskId,
        params: { title: airwork.title, pilotNumber: pilot.userNumbers, withUserId: caller.userId },
      },
    );
    return { id, ...facts, clientId: airwork.clientId };
  });
  deps.mailer.kick();
  const { clientId, ...applied } = result;
  deps.events.publish(clientId, {
    type: 'application',
    taskId,
    tasksId: applied.tasksId,
    title: applied.title,
  });
  return applied;
}

/** `/api/tasks/applyInfo`: the waiting applications to the caller's Airworks, with each pilot. */
export async function waitingApplications(
  deps: HiringDeps,
  caller: SessionCaller,
): Promise<Application[]> {
  const rows = await repo.waitingForClient(deps.db, caller.userId, APPLICATIONS_SHOWN);
  const pilots = new Map<number, PilotPublicInfo>();
  for (const id of new Set(rows.map((r) => r.pilotUserId))) {
    pilots.set(id, await deps.pilotInfo(id));
  }
  return rows.map(({ createdAt, ...r }) => ({
    ...r,
    createTime: createdAt.toISOString(),
    pilot: pilots.get(r.pilotUserId)!,
  }));
}

async function mailDecision(
  deps: HiringDeps,
  tx: DbOrTx,
  pilotId: number,
  airwork: { title: string; tasksId: string },
  taskId: number,
  approved: boolean,
) {
  await notifyUser(
    deps.mailer,
    tx,
    pilotId,
    approved ? 'essential' : 'optional',
    (lang, to, who) =>
      applicationDecidedMail(lang, to, {
        ...airwork,
        firstName: who.firstName,
        approved,
        url: approved ? detailsUrl(deps, taskId) : `${deps.publicUrl}/#/Airwork-lobby`,
      }),
    {
      kind: approved ? 'applicationApproved' : 'applicationDisapproved',
      taskId,
      params: { title: airwork.title },
    },
  );
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
  d: { id: number; taskId: number; status: number; pilotUserId?: number },
): Promise<void> {
  const decided = await deps.db.transaction(async (tx) => {
    const application = await repo.findApplication(tx, d.id);
    const pilotDiffers = d.pilotUserId !== undefined && d.pilotUserId !== application?.pilotId;
    if (!application || application.airworkId !== d.taskId || pilotDiffers) {
      throw notFound(HiringMessage.applicationNotFound);
    }
    const airwork = await lockAirwork(tx, application.airworkId);
    if (!airwork) throw notFound(TaskMessage.notFound);
    if (airwork.clientId !== caller.userId) throw forbidden();
    const approve = d.status === Decision.approve;
    const transition = approve ? transitionFor('approve', airwork.status, 'owner') : undefined;
    if (approve && !transition) throw conflict(HiringMessage.decided);
    const status = approve ? ApplicationStatus.approved : ApplicationStatus.disapproved;
    if (!(await repo.decideApplication(tx, application.id, status))) {
      throw conflict(HiringMessage.decided);
    }
    await mailDecision(deps, tx, application.pilotId, airwork, application.airworkId, approve);
    if (!transition) return undefined;
    await moveAirwork(tx, {
      id: application.airworkId,
      from: airwork.status,
      transition,
      actorId: caller.userId,
      patch: { pilotId: application.pilotId },
    });
    const others = await repo.closeOthers(
      tx,
      application.airworkId,
      application.id,
      ApplicationStatus.closed,
    );
    for (const pilotId of others) {
      await mailDecision(deps, tx, pilotId, airwork, application.airworkId, false);
    }
    return {
      ...airwork,
      id: application.airworkId,
      pilotId: application.pilotId,
      to: transition.to,
    };
  });
  deps.mailer.kick();
  if (decided) {
    announce(deps.events, decided, {
      action: 'approve',
      status: decided.to,
      actorId: caller.userId,
    });
  }
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
    data: rows.map(({ createdAt, salaryCents, ...r }) => ({
      ...r,
      salary: centsToAmount(salaryCents),
      createTime: createdAt.toISOString(),
    })),
  };
}

export const createHiringService = (deps: HiringDeps) =>
  bindUseCases(deps, {
    apply,
    waiting: waitingApplications,
    decide,
    pilotApplications,
  });

export type HiringService = ReturnType<typeof createHiringService>;
