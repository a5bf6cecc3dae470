import {
  and,
  arrayOverlaps,
  eq,
  gte,
  like,
  lte,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { allMapped } from '../../db/row-mapper';
import { airworkSearch, airworks, sphereCube } from '../../db/schema/airworks';
import {
  NEWEST,
  countOf,
  listQuery,
  listRow,
  pageQuery,
  pageOf,
  pageRow,
  type PageNumber,
  type PageNumbers,
  type PageOrder,
} from './airwork-pages.repository';
import type { AirworkRow } from './airwork-rows.repository';
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
  /** Only Airworks within `km` of a point (a searched city or postal code, issue 46). */
  near?: { latitude: number; longitude: number; km: number };
}

const EARTH_RADIUS_KM = 6371.0088;

/** The straight line through the unit sphere (sphereCube's) between points `km` apart. */
export const chordOf = (km: number) => 2 * Math.sin(Math.min(km / EARTH_RADIUS_KM, Math.PI) / 2);

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
function nearestFrom(latitude: SQLWrapper, longitude: SQLWrapper): PageOrder {
  const place = sphereCube(sql`${airworks.latitude}`, sql`${airworks.longitude}`);
  const origin = sphereCube(sql`${latitude}::float8`, sql`${longitude}::float8`);
  const distance = sql`(${place} <-> ${origin})`;
  return {
    key: distance,
    direction: 'asc',
    bound: (where, last) => {
      const radius = sql`(select ${distance} from ${airworks} where ${where} order by ${distance} limit 1 offset ${last})`;
      // No radius: fewer match than the page, all of them are its. 3 passes any chord (≤ 2).
      const within = sql`coalesce(${radius}, 3)`;
      return sql`(${place} <@ cube_enlarge(${origin}, ${within}, 3) and ${distance} <= ${within})`;
    },
  };
}

/** Each order as a page order; each but the distance walks an index (migration 0018). */
function pageOrder(order: SearchOrder, bind: Bind): PageOrder {
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
      return nearestFrom(bind('latitude', order.latitude), bind('longitude', order.longitude));
  }
}

/**
 * A search's values by name. Which names it holds, and nothing else, decides the text of its
 * statement (`searchWhere` asks only whether a name is there): so a statement built once for a
 * set of names serves every search with those names, its values filled in (below).
 */
export type SearchValues = Record<string, unknown>;

/** How a value enters a statement: as a parameter, or as a placeholder filled at each run. */
type Bind = (name: string, value: unknown) => SQLWrapper;
const asParameter: Bind = (_, value) => sql.param(value);
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** The search's values, as the database takes them (a time as ISO text, an array as its literal). */
export function searchValues(f: SearchFilter): SearchValues {
  const v: SearchValues = { status: f.status, since: f.postedSince.toISOString() };
  // One category has a name of its own: its statement counts in that category's partition.
  if (f.categoryIds.length === 1) v.category = `{${f.categoryIds[0]}}`;
  else if (f.categoryIds.length > 1) v.categories = `{${f.categoryIds.join(',')}}`;
  if (f.minCents > 0) v.minCents = f.minCents;
  if (f.maxCents > 0) v.maxCents = f.maxCents;
  f.keywordPatterns.forEach((p, i) => (v[`keyword${i}`] = p));
  if (f.provinceNames) f.provinceNames.forEach((name, i) => (v[`province${i}`] = name));
  else if (f.placePattern !== undefined) v.place = f.placePattern;
  const cities = f.cities;
  cities?.names.forEach((name, i) => (v[`${cities.outside ? 'outsideCity' : 'city'}${i}`] = name));
  if (f.neededBy !== undefined) v.neededBy = f.neededBy;
  if (f.near) {
    v.nearLatitude = f.near.latitude;
    v.nearLongitude = f.near.longitude;
    v.nearChord = chordOf(f.near.km);
  }
  return v;
}

/**
 * Where the search's conditions look: the columns of `airworks`, or of the narrow copy a
 * search in one category counts in (`airwork_search`, a row per category, its province and
 * city stored lower-cased).
 */
interface SearchColumns {
  status: AnyColumn;
  createdAt: AnyColumn;
  salaryCents: AnyColumn;
  neededBy: AnyColumn;
  searchText: AnyColumn;
  placeText: AnyColumn;
  province: SQL;
  city: SQL;
  /** In the categories of `literal` (an array literal): one, or (airworks only) several. */
  inCategories: (literal: SQLWrapper) => SQL;
  /** The position as the GiST index has it (airworks only: the copy keeps no position). */
  place?: SQL;
}

/** The columns both tables have, by the same names. */
const shared = (t: typeof airworks | typeof airworkSearch) => ({
  status: t.status,
  createdAt: t.createdAt,
  salaryCents: t.salaryCents,
  neededBy: t.neededBy,
  searchText: t.searchText,
  placeText: t.placeText,
});

const AIRWORK_COLUMNS: SearchColumns = {
  ...shared(airworks),
  province: sql`lower(${airworks.province})`,
  city: sql`lower(${airworks.city})`,
  // The partial indexes' own condition (migration 0023), so the planner proves them.
  inCategories: (literal) => arrayOverlaps(airworks.categoryIds, literal),
  place: sphereCube(sql`${airworks.latitude}`, sql`${airworks.longitude}`),
};

const CATEGORY_COLUMNS: SearchColumns = {
  ...shared(airworkSearch),
  province: sql`${airworkSearch.province}`,
  city: sql`${airworkSearch.city}`,
  // Known when the statement is planned, so only that category's partition is read.
  inCategories: (literal) => sql`${airworkSearch.categoryId} = any(${literal}::smallint[])`,
};

/**
 * The search's conditions over `v` (`searchValues`), each value bound by `bind` (exported for
 * the test that holds them to their indexes), over the columns of `airworks` or (`c`) of the
 * category's copy.
 */
export function searchWhere(
  v: SearchValues,
  bind: Bind = asParameter,
  c: SearchColumns = AIRWORK_COLUMNS,
): SQL | undefined {
  const at = (name: string) => bind(name, v[name]);
  const numbered = (prefix: string) =>
    Object.keys(v)
      .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
      .map(at);
  const has = (name: string) => name in v;
  // PostgreSQL tests a row's conditions in the order written when they cost alike: the cheap
  // comparisons go first, so the walk of the newest reads a description only for the rows in
  // the category and price range (8 % more searches a second at 100k, measured with pgbench).
  return and(
    eq(c.status, at('status')),
    gte(c.createdAt, at('since')),
    has('category') ? c.inCategories(at('category')) : undefined,
    has('categories') ? c.inCategories(at('categories')) : undefined,
    has('minCents') ? gte(c.salaryCents, at('minCents')) : undefined,
    has('maxCents') ? lte(c.salaryCents, at('maxCents')) : undefined,
    ...numbered('keyword').map((p) => like(c.searchText, p)),
    // A province asked by name or code matches its Airworks, not every "on" in an address.
    has('province0')
      ? sql`${c.province} in (${sql.join(numbered('province'), sql`, `)})`
      : has('place')
        ? like(c.placeText, at('place'))
        : undefined,
    has('city0')
      ? sql`${c.city} in (${sql.join(numbered('city'), sql`, `)})`
      : has('outsideCity0')
        ? sql`${c.city} not in (${sql.join(numbered('outsideCity'), sql`, `)})`
        : undefined,
    has('neededBy') ? lte(c.neededBy, at('neededBy')) : undefined,
    has('nearChord')
      ? within(c, at('nearLatitude'), at('nearLongitude'), at('nearChord'))
      : undefined,
  );
}

/**
 * Within a chord of a point: a box the GiST index (migration 0018) reads, then the distance
 * itself (the box's corners are farther than its sides).
 */
function within(c: SearchColumns, latitude: SQLWrapper, longitude: SQLWrapper, chord: SQLWrapper) {
  if (!c.place) throw new Error('a distance is searched over airworks, not the category copy');
  const origin = sphereCube(sql`${latitude}::float8`, sql`${longitude}::float8`);
  return sql`(${c.place} <@ cube_enlarge(${origin}, ${chord}::float8, 3) and (${c.place} <-> ${origin}) <= ${chord}::float8)`;
}

/**
 * The search's count, capped at `upTo`, as a statement not run. A search in one category
 * counts in that category's copy (`airwork_search`): its rows lie together, so a keyword's
 * matches cost a few hundred page reads instead of about two thousand across `airworks` (issue
 * 22). An Airwork is in several categories' copies, so a search in several counts in
 * `airworks`, as does one in none.
 */
export function searchCount(
  db: DbOrTx,
  v: SearchValues,
  upTo: PageNumber,
  bind: Bind = asParameter,
) {
  return 'category' in v && !('nearChord' in v)
    ? countOf(db, searchWhere(v, bind, CATEGORY_COLUMNS), upTo, airworkSearch)
    : countOf(db, searchWhere(v, bind), upTo);
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
  const values: SearchValues = {
    ...searchValues(f),
    ...orderValues(order),
    limit,
    offset,
    last: offset + limit - 1,
    upTo: SEARCH_COUNT_CAP + 1,
  };
  const kept = counts?.get(key);
  // Only a search known to match more than the cap reads its page alone: its matches are dense,
  // so the walk of the newest finds a page at once. One with few matches finds them all anyway
  // (the planner takes the indexes for that), and a page of 20 would walk every recent Airwork.
  if (kept !== undefined && kept > SEARCH_COUNT_CAP) {
    const rows = await statementFor(db, 'page', order, values).execute(values);
    if (rows.length > 0 || offset === 0) {
      const seen = offset + rows.length;
      const total = rows.length < limit ? seen : Math.max(kept, seen);
      if (total !== kept) counts?.set(key, total);
      return capped(total, rows);
    }
  }
  const found = await statementFor(db, 'list', order, values).execute(values);
  // A page past the end counts on its own (rare: the statement is built for it).
  const counted = () => searchCount(db, values, SEARCH_COUNT_CAP + 1);
  const { total, rows } = await pageOf(found, offset === 0 ? undefined : counted);
  counts?.set(key, total);
  return capped(total, rows);
}

const orderValues = (order: SearchOrder): SearchValues =>
  order.kind === 'nearest' ? { latitude: order.latitude, longitude: order.longitude } : {};

/**
 * The search's statements, built once per shape (the order and the names of the values) for
 * each database object and kept, the most recent `STATEMENT_SHAPES`: drizzle building one took
 * a quarter of the product's CPU on a search made once (issue 22). Each is sent without a name,
 * as drizzle sends any query, so PostgreSQL plans it with its values every time: a generic plan
 * cannot choose a category's own indexes from a parameter (docs/decisions.md). Not
 * `preparedOn`: it keeps every name for good, and a search's shapes are as many as its
 * keywords, provinces and cities can make.
 */
export const STATEMENT_SHAPES = 200;
interface Statement<R> {
  execute(values: SearchValues): Promise<R[]>;
}
/** A list's rows each carry the count; a page's do not. */
type RowsOf<K extends 'list' | 'page'> = K extends 'list'
  ? AirworkRow & { total: number }
  : AirworkRow;
type SearchStatement = Statement<RowsOf<'list'> | RowsOf<'page'>>;
const statements = new WeakMap<object, Map<string, SearchStatement>>();

/** How many search statements are kept for `db` (for the test of their bound). */
export const statementsKept = (db: DbOrTx) => statements.get(db)?.size ?? 0;

function statementFor<K extends 'list' | 'page'>(
  db: DbOrTx,
  kind: K,
  order: SearchOrder,
  values: SearchValues,
): Statement<RowsOf<K>> {
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map<string, SearchStatement>()));
  const shape = `${kind} ${order.kind} ${Object.keys(values).join(',')}`;
  let statement = kept.get(shape);
  if (statement) {
    // Most recently used last: the first is the one to drop.
    kept.delete(shape);
  } else {
    if (kept.size >= STATEMENT_SHAPES) kept.delete(kept.keys().next().value!);
    statement = buildStatement(db, kind, order, values);
  }
  kept.set(shape, statement);
  return statement as Statement<RowsOf<K>>;
}

function buildStatement(
  db: DbOrTx,
  kind: 'list' | 'page',
  order: SearchOrder,
  values: SearchValues,
): SearchStatement {
  const where = searchWhere(values, asPlaceholder);
  const n: PageNumbers = {
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
    last: sql.placeholder('last'),
    upTo: kind === 'list' ? sql.placeholder('upTo') : undefined,
  };
  const by = pageOrder(order, asPlaceholder);
  const query =
    kind === 'list'
      ? listQuery(db, where, n, by, searchCount(db, values, n.upTo!, asPlaceholder))
      : pageQuery(db, where, n, by);
  // Unnamed: drizzle runs an unprepared query the same way (`_prepare()` with no name).
  const prepared = query.prepare(undefined as unknown as string);
  const map = kind === 'list' ? listRow : pageRow;
  return { execute: (values) => allMapped(prepared, values, map) };
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
