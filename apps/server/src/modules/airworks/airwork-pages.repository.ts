import {
  and,
  asc,
  count,
  desc,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { rowMapper } from '../../db/row-mapper';
import { type airworkSearch, airworks } from '../../db/schema/airworks';
import { columns, type AirworkRow } from './airwork-rows.repository';

// Pages of Airworks, newest first (or in a search's order), with how many match: the lists
// and the search.

/**
 * A page's order: one value per Airwork (`key`), then the id in the same direction, so that
 * Airworks sharing a key keep one order from page to page. Each order the search offers has an
 * index in this shape (migration 0018), but the distance, which is computed per search.
 */
export interface PageOrder {
  key: SQL;
  direction: 'asc' | 'desc';
  /**
   * For an order no index walks in full (key, id): a condition that keeps `where`'s rows up to
   * the page's last (`last`, counted from 0) and what ties with them, so only those are sorted.
   */
  bound?: (where: SQL | undefined, last: SQLWrapper) => SQL;
}

/** A page's size or offset: a number, or a placeholder of a statement built once (the search). */
export type PageNumber = number | Placeholder;

/** Newest first: the lists' order and the search's default. */
export const NEWEST: PageOrder = { key: sql`${airworks.createdAt}`, direction: 'desc' };

/** The name a list's rows carry their count under. */
const TOTAL = 'total';

const sorted = (order: PageOrder, key: SQL.Aliased | SQL | AnyColumn) =>
  order.direction === 'asc' ? asc(key) : desc(key);

/**
 * How many Airworks match `where`; with `upTo` (the cap + 1), counting stops there. `from`: the
 * table `where` is written over (a search in one category counts in its copy).
 */
export function countOf(
  db: DbOrTx,
  where: SQL | undefined,
  upTo?: PageNumber,
  from: typeof airworks | typeof airworkSearch = airworks,
) {
  if (upTo === undefined) return db.select({ n: count() }).from(from).where(where);
  const capped = db
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(upTo)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * A page of the Airworks matching `where`, newest first, and how many match in all (or, with
 * `cap`, up to cap + 1). One statement: the count rides on every row as an uncorrelated
 * subquery PostgreSQL runs once, so a page costs one round trip; only a page past the end
 * asks for the count on its own. The two are planned apart on purpose: the page walks the
 * newest-first index until it has its rows, while the count, in no order, may take the
 * category/keyword index and read only the Airworks that can match (counted in the page's
 * order, a 1 % search walked 10,000 of the newest Airworks to find 201).
 */
export async function listWhere(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  cap?: number,
  order: PageOrder = NEWEST,
): Promise<{ total: number; rows: AirworkRow[] }> {
  const upTo = cap === undefined ? undefined : cap + 1;
  const found = await listQuery(
    db,
    where,
    { limit, offset, upTo, last: lastOf(offset, limit) },
    order,
  );
  return pageOf(found, offset === 0 ? undefined : () => countOf(db, where, upTo));
}

/** Where a page ends, counted from 0 (the bound of an order no index walks). */
const lastOf = (offset: number, limit: number) => sql.param(offset + limit - 1);

/** A page's numbers: its size, offset and last row, and where its count stops (cap + 1). */
export interface PageNumbers {
  limit: PageNumber;
  offset: PageNumber;
  last: SQLWrapper;
  upTo?: PageNumber;
}

/**
 * `listWhere`'s statement, not run: `pageQuery`'s, each row carrying the count (`counted`, by
 * default `countOf` over `where`) as an uncorrelated subquery.
 */
export function listQuery(
  db: DbOrTx,
  where: SQL | undefined,
  n: PageNumbers,
  order: PageOrder,
  counted: SQLWrapper = countOf(db, where, n.upTo),
) {
  const total = sql<number>`(${counted})`.mapWith(Number).as(TOTAL);
  return paged(
    db
      .select({ ...columns, total })
      .from(airworks)
      .$dynamic(),
    where,
    n,
    order,
  );
}

/**
 * `listWhere` for a `where` of fixed shape written with placeholders (`sql.placeholder`): the
 * page with its count, and the count alone for a page past the end, each prepared once per
 * database as `name` — a list every signed-in screen asks for costs no query building.
 */
export async function listPrepared(
  db: DbOrTx,
  name: string,
  where: SQL,
  params: Record<string, unknown>,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: AirworkRow[] }> {
  const page = preparedOn(db, name, (d) =>
    d
      .select({ ...columns, total: sql<number>`(${countOf(d, where)})`.mapWith(Number) })
      .from(airworks)
      .where(where)
      .orderBy(desc(airworks.createdAt), desc(airworks.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const counted = () =>
    preparedOn(db, `${name}_count`, (d) => countOf(d, where).prepare(`${name}_count`)).execute(
      params,
    );
  const found = await page.execute({ ...params, limit, offset });
  return pageOf(found, offset === 0 ? undefined : counted);
}

/**
 * A page of the Airworks matching `where`, in `order`, without counting them, as a statement
 * not run.
 */
export function pageQuery(db: DbOrTx, where: SQL | undefined, n: PageNumbers, order: PageOrder) {
  return paged(db.select(columns).from(airworks).$dynamic(), where, n, order);
}

/**
 * A select from `airworks` made a page: `where` (with, for an order no index walks in full, its
 * bound at the page's last row), in `order` then by id in the same direction, `n` of them.
 */
function paged<Q extends PgSelect>(
  query: Q,
  where: SQL | undefined,
  n: PageNumbers,
  order: PageOrder,
) {
  return query
    .where(order.bound ? and(where, order.bound(where, n.last)) : where)
    .orderBy(sorted(order, order.key), sorted(order, airworks.id))
    .limit(n.limit)
    .offset(n.offset);
}

/** `pageQuery`'s rows from the driver's (the search runs its statements with `.all()`). */
export const pageRow = rowMapper<AirworkRow>(columns);
/** `listQuery`'s rows, each with the count it carries. */
export const listRow = rowMapper<AirworkRow & { total: number }>(
  { ...columns, total: sql`0`.as(TOTAL) },
  { total: Number },
);

/** Splits the count off the rows; a page past the end asks `counted` alone (when given). */
export async function pageOf(
  found: (AirworkRow & { total: number })[],
  counted?: () => PromiseLike<{ n: number }[]>,
): Promise<{ total: number; rows: AirworkRow[] }> {
  if (found.length === 0) {
    const [alone] = counted ? await counted() : [{ n: 0 }];
    return { total: alone?.n ?? 0, rows: [] };
  }
  // The rows keep the count they carried: every reader makes its own DTO of a row, and copying
  // twenty rows of 27 keys to drop it was ~3 % of Node's CPU on a search made once.
  return { total: found[0]!.total, rows: found };
}
