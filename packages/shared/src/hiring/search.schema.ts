import { z } from 'zod';
import { priceBoundSchema } from '../money';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { line } from '../text';
import { codeList } from '../code-list';
import { CATEGORY_IDS, pageSizeSchema } from '../airworks/airwork.schema';
import { SALARY_CHOICES } from './salary-choices';
import {
  DEFAULT_RADIUS_KM,
  DEFAULT_SEARCH_SORT,
  NEEDED_WITHIN_DAYS,
  RADIUS_CHOICES_KM,
  SEARCH_SORTS,
} from './search-orders';

// `/api/tasks/searchTasks` (spec sections 7 and 9): what pilots and visitors use to find open
// Airworks on the list, the map and the lobby.

/** Date posted: 1 = 24 hours, 2 = 3 days, 3 = 7 days, 4 = 30 days (the default). */
export const DATE_POSTED_DAYS: Record<1 | 2 | 3 | 4, number> = { 1: 1, 2: 3, 3: 7, 4: 30 };
export const DEFAULT_DATE_POSTED = 4;

/** The salary minimum radio choices, in dollars (0 = any). */

/**
 * The lobby's location choices: 1–6 name a city, 7 "Other" is anywhere else, 0 is all.
 * The lobby's categories 1–8 are the Airwork categories (0 = all).
 */
export const LOBBY_LOCATIONS = [
  'North York',
  'Toronto',
  'Richmond',
  'Markham',
  'London',
  'Kingston',
] as const;
export const OTHER_LOCATION_ID = 7;

const invalid = 'common.invalid_request';

const searchText = (max: number) => line({ max }).default('');

/** A price bound in dollars; 0 (or empty) means no bound. Parsed to cents. */
const priceBound = priceBoundSchema('search.price_invalid');

/** Categories: one id, a comma list or an array; 0 or empty means all. */
const categoryFilter = codeList({
  codes: CATEGORY_IDS,
  need: invalid,
  invalid,
  blankIsAll: true,
}).default([]);

export const searchTasksRequestSchema = z
  .object({
    userId: idSchema().optional(),
    page: boundedInt(1, PG_INT_MAX).default(1),
    size: pageSizeSchema,
    keywords: searchText(100),
    datePosted: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: invalid })
      .default(DEFAULT_DATE_POSTED),
    categoriesId: categoryFilter,
    /** Dollars; 0 = no bound. */
    minPrice: priceBound,
    maxPrice: priceBound,
    /** The salary minimum choice in dollars (0 = any); combined with minPrice, the higher wins. */
    salarySearch: z.literal(SALARY_CHOICES, { error: invalid }).default(0),
    /**
     * The hero's "city or postal code": a place the geocoder knows (a city, a postal code or its
     * first three characters) finds the Airworks within `radiusKm` of it; a province, those in
     * the province; anything else is matched against the city, province and address.
     */
    searchLocation: searchText(100),
    /** Around a found place, in km (issue 46). */
    radiusKm: z.literal(RADIUS_CHOICES_KM, { error: invalid }).default(DEFAULT_RADIUS_KM),
    /** The lobby's location choice: 0 all, 1–6 a city of LOBBY_LOCATIONS, 7 anywhere else. */
    locationId: boundedInt(0, OTHER_LOCATION_ID).default(0),
    /**
     * The order (issue 23). `nearest` is from the searched place (`searchLocation`, or the
     * lobby's city): without one, 400 search.sort_needs_place; one the geocoder cannot find,
     * 400 search.place_not_found.
     */
    sort: z.enum(SEARCH_SORTS, { error: invalid }).default(DEFAULT_SEARCH_SORT),
    /** Only Airworks needed by this many days from today (overdue included); 0 = any. */
    neededWithin: z.literal(NEEDED_WITHIN_DAYS, { error: invalid }).default(0),
  })
  .refine((q) => q.maxPrice === 0 || q.minPrice <= q.maxPrice, {
    error: 'search.price_range_invalid',
    path: ['maxPrice'],
  })
  // A rule between two fields, which the document's schema cannot state: said in words.
  .describe('A maxPrice other than 0 is at least minPrice (400 search.price_range_invalid).');
export type SearchTasksRequest = z.input<typeof searchTasksRequestSchema>;
export type SearchTasksQuery = z.output<typeof searchTasksRequestSchema>;

/**
 * The text a keyword is matched against, and the keyword itself, folded the same way: case and
 * accents gone ("Québec" = "quebec"), full-width forms made plain. Chinese is left as it is, so a
 * Chinese keyword finds Chinese text by substring.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
