import {
  AirworkStatus,
  listedStatuses,
  listedUnder,
} from '@airwork/shared/airworks/airwork-states';
import type { AirworkPage, StatusTotals } from '@airwork/shared/airworks/airwork.schema';
import {
  DATE_POSTED_DAYS,
  LOBBY_LOCATIONS,
  OTHER_LOCATION_ID,
  foldForSearch,
  type SearchTasksQuery,
} from '@airwork/shared/hiring/search.schema';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import {
  roughly,
  seesAsEveryone,
  toAirworks,
  toAirworksWith,
  viewerBits,
  noViewerBits,
  type Language,
  type MoneyOf,
  type ViewerBits,
} from './airwork-dto';
import { keptReply } from '../../lib/kept-reply';
import { sharedRead } from '../../lib/shared-read';
import {
  airworkChanges,
  searchAirworks,
  type SearchFilter,
  type SearchOrder,
} from './airwork-search.repository';
import * as repo from './airworks.repository';
import { createSearchCounts, type SearchCounts } from './search-counts';
import { createSearchPages, type SearchPages } from './search-pages';
import { provinceNamed } from '@airwork/shared/payments/tax';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Airwork, Place } from '@airwork/shared/airworks/airwork.schema';
import { distanceKm } from '@airwork/shared/geo/distance';
import { refuse } from '../../lib/app-error';
import { SearchOutcome } from '@airwork/shared/airworks/airwork.calls';

// The lists of Airworks: the public search, the client's, the assigned pilot's and the admin's.

export interface AirworkListsDeps {
  db: Db;
  /** Where each Airwork's money stands (the payments module's, handed down by app.ts). */
  moneyOf: MoneyOf;
  /** Airwork's fee (PLATFORM_FEE_PERCENT): `pilotReceives` is the share after it. */
  feeBasisPoints: number;
  now?: () => Date;
  /** The public search's counts, kept a moment per filter (search-counts.ts). */
  searchCounts?: SearchCounts;
  /** The public search's pages, kept a second while no Airwork is written (search-pages.ts). */
  searchPages?: SearchPages<Found>;
  /**
   * Where Airwork writes stand, as a kept page is checked against: read once for everyone
   * asking while a read is under way, each answered by a read begun after they asked
   * (lib/shared-read.ts). Without it, each ask reads it.
   */
  airworkChanges?: () => Promise<string>;
  /** Places for the nearest order's origin (the places service: 503 when it fails). */
  findPlaces?: (query: string) => Promise<Place[]>;
  /** Where searched places were found, kept (a geocoding service is a round trip). */
  origins?: Map<string, Origin | null>;
}

/** A searched place as found: where it is, and the name the search says it found. */
interface Origin {
  latitude: number;
  longitude: number;
  name: string;
}

/** Around a searched place: its origin, and how far. */
type Near = Origin & { km: number };

type FoundAirworks = Awaited<ReturnType<typeof searchAirworks>>;

export interface PageQuery {
  page: number;
  size: number;
  keywords: string;
  /** 0 or absent = every status. */
  status?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** More words than this add nothing but cost: the rest are ignored. */
const MAX_KEYWORDS = 5;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const patternOf = (keywords: string) =>
  keywords.trim() === '' ? undefined : containsPattern(keywords.trim());

/** The statuses a sidebar list stands for; every status for 0 or none. */
const listed = (status: number | undefined) => (status ? listedStatuses(status) : undefined);
/** An admin's filter is the one status asked for. */
const exactly = (status: number | undefined) => (status ? [status] : undefined);

/** Totals as the sidebars count them: scheduled, in progress and uploading count as Pending. */
function sidebarTotals(rows: StatusTotals): StatusTotals {
  const totals = new Map<number, number>();
  for (const r of rows) {
    const under = listedUnder(r.status);
    totals.set(under, (totals.get(under) ?? 0) + r.total);
  }
  return [...totals].map(([status, total]) => ({ status, total }));
}

/** Every way the province the place names is written, as Airworks store it (lower case). */
function provinceNamesOf(place: string): string[] | undefined {
  const province = provinceNamed(place);
  if (!province) return undefined;
  return [province.code, ...province.names].map((n) => n.toLowerCase());
}

/** The day `days` after `day` (YYYY-MM-DD), on the calendar. */
function daysAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The lobby's cities as Airworks store them (lower case). */
const LOBBY_CITIES = LOBBY_LOCATIONS.map((c) => c.toLowerCase());

function searchFilter(q: SearchTasksQuery, now: Date, near: Near | undefined): SearchFilter {
  // Nothing typed (the most asked search: Home's newest) folds nothing.
  const words =
    q.keywords === ''
      ? []
      : foldForSearch(q.keywords).split(' ').filter(Boolean).slice(0, MAX_KEYWORDS);
  // In nearest order the searched place is where distances start, not a filter: "nearest to
  // Kingston" lists the Airworks around Kingston too (docs/decisions.md) — within the radius.
  // A place found is a radius around it; only a place not found is matched as text.
  const nearest = q.sort === 'nearest';
  const place = nearest || near || q.searchLocation === '' ? '' : foldForSearch(q.searchLocation);
  const cities = LOBBY_CITIES;
  return {
    status: AirworkStatus.open,
    postedSince: new Date(now.getTime() - DATE_POSTED_DAYS[q.datePosted] * DAY_MS),
    keywordPatterns: words.map(containsPattern),
    categoryIds: q.categoriesId,
    // The salary choice and the minimum price are both floors: the higher one applies.
    minCents: Math.max(q.minPrice, q.salarySearch * 100),
    maxCents: q.maxPrice,
    placePattern: place === '' ? undefined : containsPattern(place),
    provinceNames: nearest ? undefined : provinceNamesOf(q.searchLocation),
    cities:
      q.locationId === 0 || nearest
        ? undefined
        : q.locationId === OTHER_LOCATION_ID
          ? { names: cities, outside: true }
          : { names: [cities[q.locationId - 1]!], outside: false },
    neededBy: q.neededWithin === 0 ? undefined : daysAfter(latestCanadianDay(now), q.neededWithin),
    near:
      near && near.km > 0
        ? { latitude: near.latitude, longitude: near.longitude, km: near.km }
        : undefined,
  };
}

/**
 * The radius a typed location stands for (issue 46): a city or postal code the geocoder finds,
 * unless it names a province (a province is its own filter). A geocoder that fails leaves the
 * location matched as text, as before, rather than failing the search.
 */
async function nearOf(deps: AirworkListsDeps, q: SearchTasksQuery): Promise<Near | undefined> {
  const typed = q.searchLocation.trim();
  if (typed === '' || provinceNamed(typed)) return undefined;
  const origin = await originOf(deps, typed).catch(() => null);
  return origin ? { ...origin, km: q.radiusKm } : undefined;
}

/** The place a nearest order is measured from: the typed location, else the lobby's city. */
const searchedPlace = (q: SearchTasksQuery) =>
  q.searchLocation.trim() ||
  (q.locationId >= 1 && q.locationId < OTHER_LOCATION_ID ? LOBBY_LOCATIONS[q.locationId - 1]! : '');

const MAX_ORIGINS = 500;

/** Where a searched place is: the first place the geocoder names for it, kept a while. */
async function originOf(deps: AirworkListsDeps, place: string) {
  const key = foldForSearch(place);
  const origins = deps.origins;
  if (origins?.has(key)) return origins.get(key)!;
  const [found] = (await deps.findPlaces?.(place)) ?? [];
  const origin = found
    ? {
        latitude: found.latitude,
        longitude: found.longitude,
        name: found.province ? `${found.name}, ${found.province}` : found.name,
      }
    : null;
  if (origins) {
    if (origins.size >= MAX_ORIGINS) origins.delete(origins.keys().next().value!);
    origins.set(key, origin);
  }
  return origin;
}

/** The order asked for; the nearest one needs a searched place the geocoder can find. */
async function searchOrder(deps: AirworkListsDeps, q: SearchTasksQuery): Promise<SearchOrder> {
  if (q.sort !== 'nearest') return { kind: q.sort };
  const place = searchedPlace(q);
  if (place === '') throw refuse(SearchOutcome.sortNeedsPlace);
  const origin = await originOf(deps, place);
  if (!origin) throw refuse(SearchOutcome.placeNotFound);
  return { kind: 'nearest', ...origin };
}

/** `/api/tasks/searchTasks`: open Airworks for anyone, newest first or in the order asked. */
export async function searchTasks(
  deps: AirworkListsDeps,
  viewer: SessionCaller | null,
  q: SearchTasksQuery,
  language: Language,
): Promise<AirworkPage> {
  const { found, kept } = await keptOrFound(deps, q);
  const { rows } = found.page;
  const bits = viewer
    ? await viewerBits(deps.db, rows, viewer, deps)
    : noViewerBits(deps.feeBasisPoints);
  if (!kept || !seesAsEveryone(rows, viewer, bits)) return pageOf(found, viewer, language, bits);
  // A kept page as everyone sees it is made once per language and handed out as it is: its
  // text is written once too (kept-reply.ts).
  let pages = everyonesPages.get(found);
  if (!pages) everyonesPages.set(found, (pages = new Map<Language, AirworkPage>()));
  let page = pages.get(language);
  if (!page)
    pages.set(
      language,
      (page = keptReply(pageOf(found, null, language, noViewerBits(deps.feeBasisPoints)))),
    );
  return page;
}

/** A search's page as read: the rows, and the place distances are measured from, if any. */
interface Found {
  page: FoundAirworks;
  /** The searched place found (a radius around it), for the reply to name. */
  near?: Near;
  /** Where distances start: the nearest order's origin, else the radius's centre. */
  from?: { latitude: number; longitude: number };
}

/** Kept pages as everyone sees them, by language; gone with the kept page they were made of. */
const everyonesPages = new WeakMap<Found, Map<Language, AirworkPage>>();

/** Reads the page the search asks for (its place looked up first, when it names one). */
async function readPage(deps: AirworkListsDeps, q: SearchTasksQuery): Promise<Found> {
  const near = await nearOf(deps, q);
  const filter = searchFilter(q, deps.now?.() ?? new Date(), near);
  const order = await searchOrder(deps, q);
  const page = await searchAirworks(
    deps.db,
    filter,
    q.size,
    (q.page - 1) * q.size,
    deps.searchCounts,
    order,
  );
  return { page, near, from: order.kind === 'nearest' ? order : near };
}

/** One page of found Airworks as `viewer` sees it, with distances from where the order measured. */
function pageOf(
  { page: { total, more, rows }, near, from }: Found,
  viewer: SessionCaller | null,
  language: Language,
  bits: ViewerBits,
): AirworkPage {
  const data = toAirworksWith(rows, viewer, language, bits);
  const found = near && { near: { name: near.name, radiusKm: near.km } };
  if (!from) return { total, more, data };
  // From the position everyone is shown (rounded), as the order measured it.
  const away = (a: Airwork) =>
    distanceKm(from, { latitude: roughly(a.latitude), longitude: roughly(a.longitude) });
  // Set on the DTOs just made rather than copied into new ones: copying twenty objects of
  // thirty keys was ~7 % of the CPU of a kept nearest page. Last, as the schema has it.
  for (const a of data) a.distanceKm = away(a);
  return { total, more, data, ...found };
}

/**
 * The search's page as kept a moment ago, if no Airwork was written since; else read. `kept`:
 * the search is one asked again (its page is kept, and the same object is answered to each).
 * A kept page's name is the request as validated (every field, in the schema's order): a search
 * asked again is answered without working out its filter, order or place again. Its date window
 * moves with the clock, but a page is kept a second at most.
 */
async function keptOrFound(
  deps: AirworkListsDeps,
  q: SearchTasksQuery,
): Promise<{ found: Found; kept: boolean }> {
  const read = () => readPage(deps, q);
  const pages = deps.searchPages;
  const key = JSON.stringify(q);
  if (!pages?.askedAgain(key)) return { found: await read(), kept: false };
  // Read before the page: a write committed in between moves the number past the kept one.
  const generation = await (deps.airworkChanges?.() ?? airworkChanges(deps.db));
  return { found: await pages.keptOrRead(key, generation, read), kept: true };
}

export async function clientAirworks(
  deps: AirworkListsDeps,
  caller: SessionCaller,
  q: PageQuery,
  language: Language,
): Promise<AirworkPage> {
  const { total, rows } = await repo.listForClient(
    deps.db,
    { clientId: caller.userId, status: listed(q.status), pattern: patternOf(q.keywords) },
    q.size,
    (q.page - 1) * q.size,
  );
  return { total, data: await toAirworks(deps.db, rows, caller, language, deps) };
}

/** `/api/pilot/lists`: the Airworks the caller (a pilot) is assigned to. */
export async function pilotAirworks(
  deps: AirworkListsDeps,
  caller: SessionCaller,
  q: PageQuery,
  language: Language,
): Promise<AirworkPage> {
  const { total, rows } = await repo.listForPilot(
    deps.db,
    caller.userId,
    { status: listed(q.status), pattern: patternOf(q.keywords) },
    q.size,
    (q.page - 1) * q.size,
  );
  return { total, data: await toAirworks(deps.db, rows, caller, language, deps) };
}

/** `/api/admin/searchTasks`: every Airwork, any status. */
export async function adminAirworks(
  deps: AirworkListsDeps,
  caller: SessionCaller,
  q: PageQuery,
  language: Language,
): Promise<AirworkPage> {
  const { total, rows } = await repo.listAll(
    deps.db,
    { status: exactly(q.status), pattern: patternOf(q.keywords) },
    q.size,
    (q.page - 1) * q.size,
  );
  return { total, data: await toAirworks(deps.db, rows, caller, language, deps) };
}

export const clientTotals = async (
  deps: AirworkListsDeps,
  caller: SessionCaller,
): Promise<StatusTotals> =>
  sidebarTotals(await repo.statusTotals(deps.db, { clientId: caller.userId }));

export const pilotTotals = async (
  deps: AirworkListsDeps,
  caller: SessionCaller,
): Promise<StatusTotals> =>
  sidebarTotals(await repo.statusTotals(deps.db, { pilotId: caller.userId }));

export const createAirworkListsService = (deps: AirworkListsDeps) => {
  const full: AirworkListsDeps = {
    searchCounts: createSearchCounts(),
    searchPages: createSearchPages<Found>({
      now: () => (deps.now?.() ?? new Date()).getTime(),
    }),
    origins: new Map(),
    airworkChanges: sharedRead(() => airworkChanges(deps.db)),
    ...deps,
  };
  return bindUseCases(full, {
    search: searchTasks,
    clientList: clientAirworks,
    clientTotals,
    pilotList: pilotAirworks,
    pilotTotals,
    adminSearch: adminAirworks,
  });
};

export type AirworkListsService = ReturnType<typeof createAirworkListsService>;
