import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { airworks } from '../../db/schema/airworks';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { columns, type AirworkRow } from './airwork-rows.repository';

// Pages of Airworks, newest first, with how many match: the lists and the search.

/** How many Airworks match `where`; with `cap`, counting stops after cap + 1. */
function countOf(db: DbOrTx, where: SQL | undefined, cap?: number) {
  if (cap === undefined) return db.select({ n: count() }).from(airworks).where(where);
  const capped = db
    .select({ one: sql`1` })
    .from(airworks)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * A page of the Airworks matching `where`, newest first, and how many match in all (or, with
 * `cap`, up to cap + 1). One statement: the count rides on every row as an uncorrelated
 * subquery PostgreSQL runs once, so a page costs one round trip; only a page past the end
 * asks for the count on its own.
 */
export async function listWhere(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  cap?: number,
): Promise<{ total: number; rows: AirworkRow[] }> {
  if (cap !== undefined && offset + limit <= cap + 1) {
    return pageOfFirstMatches(db, where, limit, offset, cap);
  }
  const counted = countOf(db, where, cap);
  const found = await db
    .select({ ...columns, total: sql<number>`(${counted})`.mapWith(Number) })
    .from(airworks)
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .where(where)
    .orderBy(desc(airworks.createdAt), desc(airworks.id))
    .limit(limit)
    .offset(offset);
  return pageOf(found, offset === 0 ? undefined : () => counted);
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
      .innerJoin(users, eq(users.id, airworks.clientId))
      .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
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
 * A page of the Airworks matching `where`, newest first, without counting them: the page's ids
 * first, then only they are joined to their rows (see pageOfFirstMatches).
 */
export async function pageWhere(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<AirworkRow[]> {
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: airworks.id, at: airworks.createdAt })
        .from(airworks)
        .where(where)
        .orderBy(desc(airworks.createdAt), desc(airworks.id))
        .limit(limit)
        .offset(offset),
    );
  return db
    .with(page)
    .select(columns)
    .from(page)
    .innerJoin(airworks, eq(airworks.id, page.id))
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .orderBy(desc(page.at), desc(page.id));
}

/**
 * A page within the first cap + 1 matches: they are found once, newest first (a walk of the
 * order's index that stops at cap + 1), then counted and paged from that list. A rare match
 * walks the whole window once instead of twice (once to count, once for the page).
 */
async function pageOfFirstMatches(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  cap: number,
) {
  const matches = db.$with('matches').as(
    db
      .select({ id: airworks.id, at: airworks.createdAt })
      .from(airworks)
      .where(where)
      .orderBy(desc(airworks.createdAt), desc(airworks.id))
      .limit(cap + 1),
  );
  // The page's ids first, so that only they are joined to their rows (joined before the
  // limit, the planner hashed the whole table to join 201 ids).
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: matches.id, at: matches.at })
        .from(matches)
        .orderBy(desc(matches.at), desc(matches.id))
        .limit(limit)
        .offset(offset),
    );
  const found = await db
    .with(matches, page)
    .select({ ...columns, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(airworks, eq(airworks.id, page.id))
    .innerJoin(users, eq(users.id, airworks.clientId))
    .leftJoin(uploads, eq(uploads.id, airworks.attachmentKey))
    .orderBy(desc(page.at), desc(page.id));
  return pageOf(found, offset === 0 ? undefined : () => countOf(db, where, cap));
}

/** Splits the count off the rows; a page past the end asks `counted` alone (when given). */
async function pageOf(
  found: (AirworkRow & { total: number })[],
  counted?: () => PromiseLike<{ n: number }[]>,
): Promise<{ total: number; rows: AirworkRow[] }> {
  if (found.length === 0) {
    const [alone] = counted ? await counted() : [{ n: 0 }];
    return { total: alone?.n ?? 0, rows: [] };
  }
  const rows = found.map(({ total: _, ...row }) => row);
  return { total: found[0]!.total, rows };
}
