import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { inStates } from '../../db/airwork-states-sql';
import { airworks } from '../../db/schema/airworks';
import { users } from '../../db/schema/users';
import { columns, type AirworkRow } from './airwork-rows.repository';
import { listPrepared, listWhere } from './airwork-pages.repository';
import { foldForSearch } from '@airwork/shared/hiring/search.schema';

/** Folded copies of the texts the keyword and place searches match: derived, never given. */
export type { AirworkRow } from './airwork-rows.repository';

type Derived = 'searchText' | 'placeText';
export type NewAirwork = Omit<typeof airworks.$inferInsert, 'id' | 'updatedAt' | Derived>;

interface Searchable {
  title: string;
  description: string;
  address: string;
  city: string;
  province: string;
}

/**
 * The search texts of an Airwork, made here, on the path every row is written by: an Airwork
 * inserted by any caller (the demo seed wrote none, and no keyword found its Airworks) is found.
 */
function searchTextsOf(a: Searchable) {
  return {
    searchText: foldForSearch([a.title, a.description, a.address, a.city, a.province].join(' ')),
    placeText: foldForSearch([a.city, a.province, a.address].join(' ')),
  };
}
export type AirworkChanges = Omit<NewAirwork, 'tasksId' | 'clientId' | 'status' | 'createdAt'>;

export async function countByClient(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(airworks)
    .where(eq(airworks.clientId, clientId));
  return row?.n ?? 0;
}

/** The card `clientId` named last on an Airwork ("visa", "4242"), or none. */
export async function latestCard(
  db: DbOrTx,
  clientId: number,
): Promise<{ brand: string; last4: string } | null> {
  const [row] = await db
    .select({ brand: airworks.cardBrand, last4: airworks.cardLast4 })
    .from(airworks)
    .where(and(eq(airworks.clientId, clientId), isNotNull(airworks.cardLast4)))
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(1);
  return row?.brand && row.last4 ? { brand: row.brand, last4: row.last4 } : null;
}

export async function tasksIdTaken(db: DbOrTx, tasksId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: airworks.id })
    .from(airworks)
    .where(eq(airworks.tasksId, tasksId));
  return row !== undefined;
}

export async function insertAirwork(
  db: DbOrTx,
  airwork: NewAirwork,
  categoryIds: number[],
): Promise<number> {
  const [row] = await db
    .insert(airworks)
    .values({ ...airwork, ...searchTextsOf(airwork), categoryIds: sortedIds(categoryIds) })
    .returning({ id: airworks.id });
  return row!.id;
}

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function updateAirwork(
  db: DbOrTx,
  id: number,
  changes: AirworkChanges,
  categoryIds: number[],
): Promise<void> {
  await db
    .update(airworks)
    .set({
      ...changes,
      ...searchTextsOf(changes),
      categoryIds: sortedIds(categoryIds),
      updatedAt: new Date(),
    })
    .where(eq(airworks.id, id));
}

/** Airworks written before their search texts were derived on insert; answers how many. */
export async function backfillSearchTexts(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({
      id: airworks.id,
      title: airworks.title,
      description: airworks.description,
      address: airworks.address,
      city: airworks.city,
      province: airworks.province,
    })
    .from(airworks)
    .where(eq(airworks.searchText, ''));
  for (const row of rows) {
    await db.update(airworks).set(searchTextsOf(row)).where(eq(airworks.id, row.id));
  }
  return rows.length;
}

const oneAirwork = (db: DbOrTx) =>
  db
    .select(columns)
    .from(airworks)
    .where(eq(airworks.id, sql.placeholder('id')))
    .prepare('find_airwork');

export async function findAirwork(db: DbOrTx, id: number): Promise<AirworkRow | undefined> {
  const [row] = await preparedOn(db, 'find_airwork', oneAirwork).execute({ id });
  return row;
}

/** Open Airworks, newest first. */
export async function latestOpen(db: DbOrTx, status: number, limit: number) {
  const rows = await db
    .select(columns)
    .from(airworks)
    .where(eq(airworks.status, status))
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(limit);
  return rows;
}

/** Title, description, city or mission number contain the pattern. */
const textMatches = (pattern: string) =>
  or(
    ilike(airworks.title, pattern),
    ilike(airworks.description, pattern),
    ilike(airworks.city, pattern),
    ilike(airworks.tasksId, pattern),
  );

export interface ClientFilter {
  clientId: number;
  /** Any of these statuses (a sidebar list may stand for several). */
  status?: number[];
  /** Already a LIKE pattern (the service escapes what the user typed). */
  pattern?: string;
}

/**
 * A party's own list, of one shape whatever is asked (the service passes `anyStatus` /
 * `anyText` instead of leaving a condition out), so that it is prepared once: a party's
 * Airworks are few, found by the (party, status, created) index.
 */
function partyWhere(party: typeof airworks.clientId | typeof airworks.pilotId): SQL {
  const pattern = sql.placeholder('pattern');
  return sql`${party} = ${sql.placeholder('partyId')}
    and (${sql.placeholder('anyStatus')}::boolean or ${airworks.status} = any(${sql.placeholder('statuses')}::smallint[]))
    and (${sql.placeholder('anyText')}::boolean or ${airworks.title} ilike ${pattern}
      or ${airworks.description} ilike ${pattern} or ${airworks.city} ilike ${pattern}
      or ${airworks.tasksId} ilike ${pattern})`;
}

const partyParams = (partyId: number, f: PartyFilter) => ({
  partyId,
  anyStatus: f.status === undefined,
  statuses: f.status ?? [],
  anyText: f.pattern === undefined,
  pattern: f.pattern ?? '',
});

export const listForClient = (db: DbOrTx, f: ClientFilter, limit: number, offset: number) =>
  listPrepared(
    db,
    'client_airworks',
    partyWhere(airworks.clientId),
    partyParams(f.clientId, f),
    limit,
    offset,
  );

export interface PartyFilter {
  /** Any of these statuses. */
  status?: number[];
  pattern?: string;
}

/** The Airworks assigned to a pilot. */
export const listForPilot = (
  db: DbOrTx,
  pilotId: number,
  f: PartyFilter,
  limit: number,
  offset: number,
) =>
  listPrepared(
    db,
    'pilot_airworks',
    partyWhere(airworks.pilotId),
    partyParams(pilotId, f),
    limit,
    offset,
  );

/** Every Airwork (admins). */
export const listAll = (db: DbOrTx, f: PartyFilter, limit: number, offset: number) =>
  listWhere(
    db,
    and(
      f.status === undefined ? undefined : inArray(airworks.status, f.status),
      f.pattern === undefined ? undefined : textMatches(f.pattern),
    ),
    limit,
    offset,
  );

/** How many of a client's (or a pilot's assigned) Airworks are in each status. */
export async function statusTotals(db: DbOrTx, party: { clientId: number } | { pilotId: number }) {
  return db
    .select({ status: airworks.status, total: sql<number>`cast(count(*) as int)` })
    .from(airworks)
    .where(
      'clientId' in party
        ? eq(airworks.clientId, party.clientId)
        : eq(airworks.pilotId, party.pilotId),
    )
    .groupBy(airworks.status)
    .orderBy(airworks.status);
}

/** A party's name and phone, for the other party once hired (docs/decisions.md). */
export async function partyContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      hideAtAds: users.hideAtAds,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row && {
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.hideAtAds === 1 ? '' : (row.mobile ?? ''),
    }
  );
}

/** The pilot's flight days, soonest first, of Airworks not cancelled. */
export async function pilotSchedules(db: DbOrTx, pilotId: number) {
  return db
    .select({
      tasksId: airworks.id,
      taskNumber: airworks.tasksId,
      taskTitle: airworks.title,
      schedule: airworks.scheduledOn,
      status: airworks.status,
    })
    .from(airworks)
    .where(
      and(
        eq(airworks.pilotId, pilotId),
        sql`${airworks.scheduledOn} is not null`,
        inStates('scheduled', 'inProgress', 'uploading', 'delivered', 'completed'),
      ),
    )
    .orderBy(asc(airworks.scheduledOn), asc(airworks.id))
    .limit(500);
}

/** The pilot's other Airworks flown on `day` (a second one that day gets a warning). */
export async function sameDay(db: DbOrTx, pilotId: number, day: string, exceptId: number) {
  const rows = await db
    .select({ tasksId: airworks.tasksId })
    .from(airworks)
    .where(
      and(
        eq(airworks.pilotId, pilotId),
        eq(airworks.scheduledOn, day),
        ne(airworks.id, exceptId),
        inStates('scheduled', 'inProgress', 'uploading'),
      ),
    );
  return rows.map((r) => r.tasksId);
}
