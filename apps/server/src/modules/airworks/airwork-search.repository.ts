import {
  and,
  arrayOverlaps,
  eq,
  gte,
  inArray,
  like,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { airworks, sphereCube } from '../../db/schema/airworks';
import { airworkApplications } from '../../db/schema/hiring';
import { NEWEST, listWhere, pageWhere, type PageOrder } from './airwork-pages.repository';
import type { SearchCounts } from './search-counts';

/** The public search, already folded and in cents (the service prepares it). */
export interface SearchFilter {
  status: number;
  postedSince: Date;
  /** LIKE patterns over the folded text; every one must match. */
  keywordPatterns: string[];
  categoryIds: number[];
  minCents: number;
  /** 0 = no upper bound. */
  maxCents: number;
  /** A LIKE pattern over the folded city, province and address. */
  placePattern?: string;
  /** When the place names a province: every way its name is written (lower case), or its code. */
  provinceNames?: string[];
  /** Lower-case city names the Airwork must be in, or (with `outsideCities`) must not be. */
  cities?: { names: string[]; outside: boolean };
  /** Only Airworks needed by this day (YYYY-MM-DD) or before. */
  neededBy?: string;
}

/** The search's orders (issue 23); `nearest` from a point the service has geocoded. */
export type SearchOrder =
  | { kind: 'newest' | 'price_desc' | 'price_asc' | 'needed_soonest' }
  | { kind: 'nearest'; latitude: number; longitude: number };

/**
 * The nearest first, from a point. The GiST index (migration 0018) walks outwards from it, but
 * gives Airworks at the same distance in no set order, and many share one (a position is
 * rounded to a cell of about a kilometre). So the walk only finds how far the page's last
 * Airwork is (`radius`); everything within that distance, ties included, is read through the
 * same index as a box and sorted by distance and id: a page is exact and costs about its size.
 */
function nearestFrom(latitude: number, longitude: number): PageOrder {
  const place = sphereCube(sql`${airworks.latitude}`, sql`${airworks.longitude}`);
  const origin = sphereCube(sql`${latitude}::float8`, sql`${longitude}::float8`);
  const distance = sql`(${place} <-> ${origin})`;
  return {
    key: distance,
    direction: 'asc',
    bound: (where, n) => {
      const radius = sql`(select ${distance} from ${airworks} where ${where} order by ${distance} limit 1 offset ${n - 1})`;
      // No radius: fewer than n match, all of them are the page's. 3 passes any chord (≤ 2).
      const within = sql`coalesce(${radius}, 3)`;
      return sql`(${place} <@ cube_enlarge(${origin}, ${within}, 3) and ${distance} <= ${within})`;
    },
  };
}

/** Each order as a page order; each but the distance walks an index (migration 0018). */
function pageOrder(order: SearchOrder): PageOrder {
  switch (order.kind) {
    case 'newest':
      return NEWEST;
    case 'price_desc':
      return { key: sql`${airworks.salaryCents}`, direction: 'desc' };
    case 'price_asc':
      return { key: sql`${airworks.salaryCents}`, direction: 'asc' };
    // Ascending puts the Airworks without a day last (PostgreSQL's NULLS LAST).
    case 'needed_soonest':
      return { key: sql`${airworks.neededBy}`, direction: 'asc' };
    case 'nearest':
      return nearestFrom(order.latitude, order.longitude);
  }
}

/** The search's conditions (exported for the test that holds them to their indexes). */
export function searchWhere(f: SearchFilter): SQL | undefined {
  const city = sql<string>`lower(${airworks.city})`;
  // PostgreSQL tests a row's conditions in the order written when they cost alike: the cheap
  // comparisons go first, so the walk of the newest reads a description only for the rows in
  // the category and price range (8 % more searches a second at 100k, measured with pgbench).
  return and(
    eq(airworks.status, f.status),
    gte(airworks.createdAt, f.postedSince),
    f.categoryIds.length === 0 ? undefined : arrayOverlaps(airworks.categoryIds, f.categoryIds),
    f.minCents > 0 ? gte(airworks.salaryCents, f.minCents) : undefined,
    f.maxCents > 0 ? lte(airworks.salaryCents, f.maxCents) : undefined,
    ...f.keywordPatterns.map((p) => like(airworks.searchText, p)),
    // A province asked by name or code matches its Airworks, not every "on" in an address.
    f.provinceNames
      ? inArray(sql<string>`lower(${airworks.province})`, f.provinceNames)
      : f.placePattern === undefined
        ? undefined
        : like(airworks.placeText, f.placePattern),
    f.cities === undefined
      ? undefined
      : f.cities.outside
        ? notInArray(city, f.cities.names)
        : inArray(city, f.cities.names),
    f.neededBy === undefined ? undefined : lte(airworks.neededBy, f.neededBy),
  );
}

/**
 * Counting every match is what grows with the table; past `SEARCH_COUNT_CAP` the total is
 * reported as the cap (and `more`: the screens say "more than 200"), as search engines do. Twenty
 * to a page, that is fifty pages: nobody pages further, they narrow the search. The cap also
 * bounds how far OFFSET ever walks, which is why the pages need no keyset (docs/decisions.md).
 */
export const SEARCH_COUNT_CAP = 200;

/** What a search's count depends on: its filter but the moving start of its date window. */
const countKey = ({ postedSince: _, ...filter }: SearchFilter) => JSON.stringify(filter);

/**
 * A page of the search and how many match, up to the cap. A count kept from the same search a
 * moment ago (`counts`), when it passed the cap, is used when the page does not settle it: a page shorter than asked is
 * the last, so its offset and length are the exact total whatever was kept; a full page only
 * raises a kept total it passes (what a page learns is kept). A page past the end counts afresh.
 */
export async function searchAirworks(
  db: DbOrTx,
  f: SearchFilter,
  limit: number,
  offset: number,
  counts?: SearchCounts,
  order: SearchOrder = { kind: 'newest' },
) {
  const key = countKey(f);
  const by = pageOrder(order);
  const kept = counts?.get(key);
  // Only a search known to match more than the cap reads its page alone: its matches are dense,
  // so the walk of the newest finds a page at once. One with few matches finds them all anyway
  // (the planner takes the indexes for that), and a page of 20 would walk every recent Airwork.
  if (kept !== undefined && kept > SEARCH_COUNT_CAP) {
    const rows = await pageWhere(db, searchWhere(f), limit, offset, by);
    if (rows.length > 0 || offset === 0) {
      const seen = offset + rows.length;
      const total = rows.length < limit ? seen : Math.max(kept, seen);
      if (total !== kept) counts?.set(key, total);
      return capped(total, rows);
    }
  }
  const { total, rows } = await listWhere(db, searchWhere(f), limit, offset, SEARCH_COUNT_CAP, by);
  counts?.set(key, total);
  return capped(total, rows);
}

const capped = <R>(total: number, rows: R[]) => ({
  total: Math.min(total, SEARCH_COUNT_CAP),
  more: total > SEARCH_COUNT_CAP,
  rows,
});

/**
 * Where Airwork writes stand: a number that moves at the commit of every insert, update or
 * delete of an Airwork (migration 0014's trigger), whoever made it. A kept search page is
 * good while it has not moved (search-pages.ts).
 */
export async function airworkChanges(db: DbOrTx): Promise<string> {
  const [row] = await preparedOn(db, 'airwork_changes', (d) =>
    d
      .select({ n: sql<string>`last_value::text` })
      .from(sql`airwork_changes`)
      .prepare('airwork_changes'),
  ).execute();
  return row!.n;
}

/** The state of `pilotId`'s application to each of `airworkIds` that has one. */
export async function applicationStates(
  db: DbOrTx,
  pilotId: number,
  airworkIds: number[],
): Promise<Map<number, number>> {
  if (airworkIds.length === 0) return new Map();
  const rows = await db
    .select({ airworkId: airworkApplications.airworkId, status: airworkApplications.status })
    .from(airworkApplications)
    .where(
      and(
        eq(airworkApplications.pilotId, pilotId),
        inArray(airworkApplications.airworkId, airworkIds),
      ),
    );
  return new Map(rows.map((r) => [r.airworkId, r.status]));
}
