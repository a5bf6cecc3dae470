import { Role } from '@airwork/shared/accounts/account-constants';
import { statusName } from '@airwork/shared/airworks/airwork-states';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { centsToAmount } from '@airwork/shared/money';
import { actorOf, isParty } from '@airwork/shared/airworks/airwork-viewers';
import type { DbOrTx } from '../../db/client';
import type { SessionCaller } from '../../plugins/auth';
import { uploadUrl } from '../uploads/uploads.service';
import { applicationStates, waitingProposalCounts } from './viewer-applications.repository';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import type { AirworkRow } from './airworks.repository';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import { allowedActions, stateOf, type AirworkFacts } from '@airwork/shared/airworks/airwork-graph';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';

// An Airwork row as a viewer may see it: the DTO every Airwork call answers.

export type Language = 'en' | 'zh';

/**
 * Where each of these Airworks' money stands (its latest payment's state): what the graph's
 * guards read. The payments module's, which sits above this one: app.ts hands it down.
 */
export type MoneyOf = (db: DbOrTx, airworkIds: number[]) => Promise<Map<number, PaymentState>>;

/** What the DTOs need of the money: where each Airwork's stands, and Airwork's fee (issue 48). */
export interface MoneyFacts {
  moneyOf: MoneyOf;
  /** PLATFORM_FEE_PERCENT in basis points: `pilotReceives` is the share after it. */
  feeBasisPoints: number;
}

/** About a kilometre: what everyone but the owner learns of where the Airwork is. */
export const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/** The owner, the assigned pilot and admins see the exact place. */
function seesExactPlace(row: AirworkRow, viewer: SessionCaller | null): boolean {
  return isParty(actorOf(viewer, row));
}

export function toAirwork(
  row: AirworkRow,
  viewer: SessionCaller | null,
  language: Language,
  myApplication: number | null = null,
  proposals?: number,
  payment: PaymentState | null = null,
  feeBasisPoints = 0,
): Airwork {
  const exact = seesExactPlace(row, viewer);
  const owner = viewer?.userId === row.clientId;
  const facts: AirworkFacts = { status: row.status, accepted: row.acceptedAt !== null, payment };
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
    neededBy: row.neededBy,
    salary: centsToAmount(row.salaryCents),
    // The pilot's share: the price before tax, less Airwork's fee (issue 48).
    pilotReceives: centsToAmount(
      pilotShare(row.salaryCents, row.province, feeBasisPoints).pilotCents,
    ),
    paymentMethod: row.paymentMethod,
    cardBrand: owner ? row.cardBrand : null,
    cardLast4: owner ? row.cardLast4 : null,
    uploadFilePath: row.attachmentKey ? uploadUrl(row.attachmentKey) : null,
    uploadFileType: row.attachmentKey ? row.attachmentType : null,
    status: row.status,
    statusName: statusName(row.status, language, { accepted: facts.accepted, owner }),
    state: stateOf(facts) ?? 'open',
    allowedActions: allowedActions(facts, actorOf(viewer, row)),
    createTime: row.createdAt.toISOString(),
    userId: row.clientId,
    userName: row.clientName,
    pilotUserId: row.pilotId,
    myApplication,
    ...(proposals !== undefined && { proposals }),
  };
}

/**
 * What a viewer's own DTOs of these rows hold beyond everyone's: a pilot's applications to
 * them, and on a client's own open Airworks how many proposals wait (issue 46).
 */
export interface ViewerBits {
  applied: Map<number, number>;
  waiting: Map<number, number>;
  /** The viewer's own open Airworks among the rows: those that show a proposal count. */
  opened: Set<number>;
  /** Where the money stands, on the rows the viewer is a party to (what they may do hangs on it). */
  money: Map<number, PaymentState>;
  /** Airwork's fee, which every viewer's `pilotReceives` is after. */
  feeBasisPoints: number;
}

/** A stranger's own bits: none but the fee (only ever read). */
export const noViewerBits = (feeBasisPoints: number): ViewerBits => ({
  applied: new Map(),
  waiting: new Map(),
  opened: new Set(),
  money: new Map(),
  feeBasisPoints,
});

export async function viewerBits(
  db: DbOrTx,
  rows: AirworkRow[],
  viewer: SessionCaller | null,
  { moneyOf, feeBasisPoints }: MoneyFacts,
): Promise<ViewerBits> {
  const ids = rows.map((r) => r.id);
  const applied =
    viewer?.roleId === Role.pilot
      ? await applicationStates(db, viewer.userId, ids)
      : new Map<number, number>();
  const open = rows.filter((r) => r.clientId === viewer?.userId && r.status === AirworkStatus.open);
  const waiting = open.length
    ? await waitingProposalCounts(
        db,
        viewer!.userId,
        open.map((r) => r.id),
      )
    : new Map<number, number>();
  // Only an Airwork with a pilot hired has money; only its parties see where it stands.
  const hired = rows.filter((r) => r.pilotId !== null && isParty(actorOf(viewer, r)));
  const money = hired.length
    ? await moneyOf(
        db,
        hired.map((r) => r.id),
      )
    : new Map<number, PaymentState>();
  return { applied, waiting, opened: new Set(open.map((r) => r.id)), money, feeBasisPoints };
}

/**
 * Whether `viewer` sees these rows exactly as an anonymous visitor does: none of them is theirs
 * or assigned to them, they are no admin, and they applied to none. Such a viewer can be given
 * the page made for everyone (the public search's kept pages).
 */
export const seesAsEveryone = (
  rows: AirworkRow[],
  viewer: SessionCaller | null,
  bits: ViewerBits,
): boolean =>
  viewer === null ||
  (bits.applied.size === 0 &&
    bits.opened.size === 0 &&
    rows.every((r) => !seesExactPlace(r, viewer) && r.clientId !== viewer.userId));

/** The DTOs of `rows` for `viewer`, given their own bits. */
export const toAirworksWith = (
  rows: AirworkRow[],
  viewer: SessionCaller | null,
  language: Language,
  bits: ViewerBits,
): Airwork[] =>
  rows.map((r) =>
    toAirwork(
      r,
      viewer,
      language,
      bits.applied.get(r.id) ?? null,
      bits.opened.has(r.id) ? (bits.waiting.get(r.id) ?? 0) : undefined,
      bits.money.get(r.id) ?? null,
      bits.feeBasisPoints,
    ),
  );

/**
 * Airworks as a viewer sees them; a pilot also learns where each of their applications stands,
 * and a client how many proposals wait on each of their open Airworks (issue 46).
 */
export async function toAirworks(
  db: DbOrTx,
  rows: AirworkRow[],
  viewer: SessionCaller | null,
  language: Language,
  money: MoneyFacts,
): Promise<Airwork[]> {
  return toAirworksWith(rows, viewer, language, await viewerBits(db, rows, viewer, money));
}
