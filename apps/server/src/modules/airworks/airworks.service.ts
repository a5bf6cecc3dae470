import { TaskOutcome } from '@airwork/shared/airworks/airwork.calls';
import type { Contact } from '@airwork/shared/accounts/contact.schema';
import { randomInt } from 'node:crypto';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import type { Airwork, SaveAirworkInput } from '@airwork/shared/airworks/airwork.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Db, DbOrTx } from '../../db/client';
import { refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import type { UploadsService } from '../uploads/uploads.service';
import { toAirworks, type Language, type MoneyOf } from './airwork-dto';
import type { AirworkMoves } from './airwork-lifecycle';
import * as repo from './airworks.repository';
import { keepUploads } from '../uploads/uploads.access';

/** How many open Airworks Home's "latest" list shows. */
export const LATEST_COUNT = 8;

export interface AirworksDeps {
  db: Db;
  uploads: UploadsService;
  publicUrl: string;
  /**
   * Closes an Airwork's waiting applications, in the caller's transaction. Applications are the
   * hiring module's, which sits above this one: app.ts hands the closer down, so no import
   * runs back up the module stack.
   */
  closeApplications: (tx: DbOrTx, airworkId: number) => Promise<unknown>;
  /** Where each Airwork's money stands (the payments module's, handed down by app.ts). */
  moneyOf: MoneyOf;
  /** Airwork's fee (PLATFORM_FEE_PERCENT): `pilotReceives` is the share after it. */
  feeBasisPoints: number;
  /** The one way an Airwork moves (airwork-lifecycle.ts): edits are checked, deletes moved. */
  moves: AirworkMoves;
  now?: () => Date;
}

/** A day the work is needed by cannot already be over in Canada (issue 23). */
function assertNeededBy(deps: AirworksDeps, neededBy: string | null | undefined): void {
  if (neededBy && neededBy < latestCanadianDay(deps.now?.() ?? new Date())) {
    throw refuse(TaskOutcome.neededByPast);
  }
}

/** A mission number people can read out: "AW" and eight random digits. */
export async function newTasksId(db: DbOrTx): Promise<string> {
  for (;;) {
    const candidate = `AW${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
    if (!(await repo.tasksIdTaken(db, candidate))) return candidate;
  }
}

/** The attachment must be an upload of the caller's own; its id is what the Airwork keeps. */
async function attachmentOf(
  deps: AirworksDeps,
  caller: SessionCaller,
  ref: string | null | undefined,
): Promise<string | null> {
  if (!ref) return null;
  const upload = await deps.uploads.own(caller, ref);
  if (!upload) throw refuse(TaskOutcome.attachmentUnknown);
  return upload.id;
}

type CardOnFile = { brand: string; last4: string } | null;

/**
 * The card an Airwork is paid with: the one typed for method 3; for method 1 ("my default
 * payment method", issue 23) the card the client named last, when there is one — the sandbox
 * and make-payment then say which card it is. PayPal has none.
 */
async function cardFor(deps: AirworksDeps, caller: SessionCaller, input: SaveAirworkInput) {
  if (input.paymentMethod === 3) return input.card ?? null;
  if (input.paymentMethod === 1) return repo.latestCard(deps.db, caller.userId);
  return null;
}

function fieldsOf(
  input: SaveAirworkInput,
  attachmentKey: string | null,
  card: CardOnFile,
): repo.AirworkChanges {
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
    neededBy: input.neededBy || null,
    salaryCents: input.salary,
    paymentMethod: input.paymentMethod,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  };
}

/** An Airwork keeps its attachment (its one file) while it names it. */
const attachmentOwner = (id: number) => ({ kind: 'airwork-attachment', id });

/** Creates an Airwork (clients only) or updates the caller's own while it is open. */
export async function saveAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  input: SaveAirworkInput,
): Promise<{ id: number; tasksId: string }> {
  assertNeededBy(deps, input.neededBy);
  const attachment = await attachmentOf(deps, caller, input.uploadFilePath);
  const card = await cardFor(deps, caller, input);
  if (input.id !== undefined)
    return updateAirwork(deps, caller, input.id, fieldsOf(input, attachment, card), input);
  const tasksId = await newTasksId(deps.db);
  const fields = fieldsOf(input, attachment, card);
  const at = deps.now?.() ?? new Date();
  const insert = (tx: DbOrTx, status: number) =>
    repo.insertAirwork(
      tx,
      { ...fields, tasksId, clientId: caller.userId, status, createdAt: at },
      input.categoriesIds,
    );
  const id = await deps.moves.post(caller, insert, async (tx, created) => {
    await keepUploads(tx, attachmentOwner(created), [attachment]);
    return created;
  });
  return { id, tasksId };
}

/** An edit changes the Airwork's fields, not where it stands: the graph's check, no move. */
async function updateAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  id: number,
  fields: repo.AirworkChanges,
  input: SaveAirworkInput,
): Promise<{ id: number; tasksId: string }> {
  const request = { taskId: id, action: 'edit', by: caller } as const;
  return deps.moves.run(request, async (tx, row) => {
    await repo.updateAirwork(tx, id, fields, input.categoriesIds);
    await keepUploads(tx, attachmentOwner(id), [fields.attachmentKey]);
    return { id, tasksId: row.tasksId };
  });
}

/** Delete: the owner's open Airwork becomes Cancelled (kept, and listed as such). */
export async function removeAirwork(
  deps: AirworksDeps,
  caller: SessionCaller,
  id: number,
): Promise<void> {
  await deps.moves.run({ taskId: id, action: 'delete', by: caller }, async (tx, _, move) => {
    await move();
    // Nobody is hired for a deleted Airwork: its waiting applications close with it.
    await deps.closeApplications(tx, id);
  });
}

export async function getAirwork(
  deps: AirworksDeps,
  viewer: SessionCaller | null,
  id: number,
  language: Language,
): Promise<Airwork & { contact: Contact | null }> {
  const row = await repo.findAirwork(deps.db, id);
  if (!row) throw refuse(TaskOutcome.notFound);
  const [airwork] = await toAirworks(deps.db, [row], viewer, language, deps);
  // From approval on, the client and the hired pilot see each other's name and phone.
  const other =
    row.pilotId === null || !viewer
      ? null
      : viewer.userId === row.clientId
        ? row.pilotId
        : viewer.userId === row.pilotId
          ? row.clientId
          : null;
  const contact = other === null ? null : ((await repo.partyContact(deps.db, other)) ?? null);
  return { ...airwork!, contact };
}

export async function latestAirworks(
  deps: AirworksDeps,
  viewer: SessionCaller | null,
  language: Language,
): Promise<Airwork[]> {
  const rows = await repo.latestOpen(deps.db, AirworkStatus.open, LATEST_COUNT);
  return toAirworks(deps.db, rows, viewer, language, deps);
}

export const createAirworksService = (deps: AirworksDeps) =>
  bindUseCases(deps, {
    save: saveAirwork,
    remove: removeAirwork,
    get: getAirwork,
    latest: latestAirworks,
  });

export type AirworksService = ReturnType<typeof createAirworksService>;
