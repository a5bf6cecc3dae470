import { randomInt } from 'node:crypto';
import { Role } from '@airwork/shared/accounts/account-constants';
import {
  AirworkStatus,
  statusName,
  transitionFor,
  type AirworkAction,
} from '@airwork/shared/airworks/airwork-states';
import type {
  Airwork,
  AirworkPage,
  ClientListRequest,
  SaveAirworkInput,
  StatusTotals,
} from '@airwork/shared/airworks/airwork.schema';
import { centsToAmount } from '@airwork/shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import { findContact } from '../accounts/accounts.repository';
import type { Mailer } from '../mail/mail.service';
import { airworkPostedMail } from '../mail/mail-templates';
import { uploadUrl, type UploadsService } from '../uploads/uploads.service';
import * as repo from './airworks.repository';

export const TaskMessage = {
  notFound: 'task.not_found',
  notEditable: 'task.not_editable',
  clientsOnly: 'task.clients_only',
  attachmentUnknown: 'task.attachment_unknown',
} as const;

/** How many open Airworks Home's "latest" list shows. */
export const LATEST_COUNT = 8;

export interface AirworksDeps {
  db: Db;
  uploads: UploadsService;
  mailer: Mailer;
  publicUrl: string;
}

type Language = 'en' | 'zh';

/** A mission number people can read out: "AW" and eight random digits. */
export async function newTasksId(db: DbOrTx): Promise<string> {
  for (;;) {
    const candidate = `AW${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
    if (!(await repo.tasksIdTaken(db, candidate))) return candidate;
  }
}

/** About a kilometre: what everyone but the owner learns of where the Airwork is. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/** The owner and admins see the exact place; the assigned pilot will, in the hiring issue. */
function seesExactPlace(row: repo.AirworkRow, viewer: SessionCaller | null): boolean {
  return viewer !== null && (viewer.userId === row.clientId || viewer.roleId === Role.admin);
}

export function toAirwork(
  row: repo.AirworkRow,
  viewer: SessionCaller | null,
  language: Language,
): Airwork {
  const exact = seesExactPlace(row, viewer);
  const owner = viewer?.userId === row.clientId;
  return {
    id: row.id,
    tasksId: row.tasksId,
    title: row.title,
    description: row.description,
    address: exact ? row.address : '',
    city: row.city,
    province: row.province,
    country: row.country,
    latitude: exact ? row.latitude : roughly(row.latitude),
    longitude: exact ? row.longitude : roughly(row.longitude),
    exactLocation: exact,
    categoriesIds: row.categoryIds.join(','),
    conditions: row.conditions,
    fileFormat: row.fileFormat,
    salary: centsToAmount(row.salaryCents),
    paymentMethod: row.paymentMethod,
    cardBrand: owner ? row.cardBrand : null,
    cardLast4: owner ? row.cardLast4 : null,
    uploadFilePath: row.attachmentKey ? uploadUrl(row.attachmentKey) : null,
    uploadFileType: row.attachmentKey ? row.attachmentType : null,
    status: row.status,
    statusName: statusName(row.status, language),
    createTime: row.createdAt.toISOString(),
    userId: row.clientId,
    userName: row.clientName,
    pilotUserId: row.pilotId,
  };
}

/** The attachment must be an upload of the caller's own; its id is what the Airwork keeps. */
async function attachmentOf(
  deps: AirworksDeps,
  caller: SessionCaller,
  ref: string | null | undefined,
): Promise<string | null> {
  if (!ref) return null;
  const upload = await deps.uploads.own(caller, ref);
  if (!upload) throw badRequest(TaskMessage.attachmentUnknown);
  return upload.id;
}

function fieldsOf(input: SaveAirworkInput, attachmentKey: string | null): repo.AirworkChanges {
  return {
    attachmentKey,
    title: input.title,
    description: input.description,
    address: input.address,
    city: input.city,
    province: input.province,
    country: 'CA',
    latitude: input.latitude,
    longitude: input.longitude,
    conditions: input.conditions.join(','),
    fileFormat: input.fileFormat,
    salaryCents: input.salary,
    paymentMethod: input.paymentMethod,
    cardBrand: input.paymentMethod === 3 ? (input.card?.brand ?? null) : null,
    cardLast4: input.paymentMethod === 3 ? (input.card?.last4 ?? null) : null,
  };
}

/** The client's confirmation, written to the outbox in the Airwork's own transaction. */
async function mailPosted(
  deps: AirworksDeps,
  tx: DbOrTx,
  clientId: number,
  airwork: { id: number; tasksId: string; title: string },
): Promise<void> {
  const contact = await findContact(tx, clientId);
  if (!contact) return;
  await deps.mailer.enqueue(
    tx,
    airworkPostedMail(contact.language === 'zh' ? 'zh' : 'en', contact.email, {
      firstName: contact.firstName,
      title: airwork.title,
      tasksId: airwork.tasksId,
      detailsUrl: `${deps.publicUrl}/#/Airwork-details?Id=${airwork.id}`,
    }),
  );
}

/** Creates an Airwork (clients only) or updates the caller's own while it is open. */
export async function saveAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  input: SaveAirworkInput,
): Promise<{ id: number; tasksId: string }> {
  const attachment = await attachmentOf(deps, caller, input.uploadFilePath);
  if (input.id !== undefined)
    return updateAirwork(deps, caller, input.id, fieldsOf(input, attachment), input);
  const actor = caller.roleId === Role.client ? 'client' : undefined;
  if (!actor || !transitionFor('create', null, actor)) throw forbidden(TaskMessage.clientsOnly);
  const tasksId = await newTasksId(deps.db);
  const fields = fieldsOf(input, attachment);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertAirwork(
      tx,
      { ...fields, tasksId, clientId: caller.userId, status: AirworkStatus.open },
      input.categoriesIds,
    );
    await mailPosted(deps, tx, caller.userId, { id: created, tasksId, title: input.title });
    return created;
  });
  deps.mailer.kick();
  return { id, tasksId };
}

/** Locks the Airwork, checks that the caller owns it and that the action is allowed now. */
async function lockForOwner(tx: DbOrTx, caller: SessionCaller, id: number, action: AirworkAction) {
  const row = await repo.lockAirwork(tx, id);
  if (!row) throw notFound(TaskMessage.notFound);
  if (row.clientId !== caller.userId) throw forbidden();
  const transition = transitionFor(action, row.status, 'owner');
  if (!transition) throw conflict(TaskMessage.notEditable);
  return { row, transition };
}

async function updateAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  id: number,
  fields: repo.AirworkChanges,
  input: SaveAirworkInput,
): Promise<{ id: number; tasksId: string }> {
  return deps.db.transaction(async (tx) => {
    const { row } = await lockForOwner(tx, caller, id, 'edit');
    await repo.updateAirwork(tx, id, fields, input.categoriesIds);
    return { id, tasksId: row.tasksId };
  });
}

/** Delete: the owner's open Airwork becomes Cancelled (kept, and listed as such). */
export async function removeAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { row, transition } = await lockForOwner(tx, caller, id, 'delete');
    if (!(await repo.changeStatus(tx, id, row.status, transition.to))) {
      throw conflict(TaskMessage.notEditable);
    }
  });
}

export async function getAirwork(
  deps: AirworksDeps,
  viewer: SessionCaller | null,
  id: number,
  language: Language,
): Promise<Airwork> {
  const row = await repo.findAirwork(deps.db, id);
  if (!row) throw notFound(TaskMessage.notFound);
  return toAirwork(row, viewer, language);
}

export async function latestAirworks(
  deps: AirworksDeps,
  viewer: SessionCaller | null,
  language: Language,
): Promise<Airwork[]> {
  const rows = await repo.latestOpen(deps.db, AirworkStatus.open, LATEST_COUNT);
  return rows.map((r) => toAirwork(r, viewer, language));
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */

export async function clientAirworks(
  deps: AirworksDeps,
  caller: SessionCaller,
  query: Required<Pick<ClientListRequest, 'page' | 'size' | 'keywords'>> & { status?: number },
  language: Language,
): Promise<AirworkPage> {
  const keywords = query.keywords.trim();
  const { total, rows } = await repo.listForClient(
    deps.db,
    {
      clientId: caller.userId,
      status: query.status,
      pattern: keywords === '' ? undefined : containsPattern(keywords),
    },
    query.size,
    (query.page - 1) * query.size,
  );
  return { total, data: rows.map((r) => toAirwork(r, caller, language)) };
}

export async function clientTotals(
  deps: AirworksDeps,
  caller: SessionCaller,
): Promise<StatusTotals> {
  return repo.statusTotals(deps.db, caller.userId);
}

export const createAirworksService = (deps: AirworksDeps) =>
  bindUseCases(deps, {
    save: saveAirwork,
    remove: removeAirwork,
    get: getAirwork,
    latest: latestAirworks,
    clientList: clientAirworks,
    clientTotals,
  });

export type AirworksService = ReturnType<typeof createAirworksService>;
