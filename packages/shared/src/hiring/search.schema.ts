import { z } from 'zod';
import { amountToCents, MAX_PRICE_CENTS } from '../money';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { hasControlCharacters } from '../text';
import { CATEGORY_IDS, DEFAULT_PAGE_SIZE } from '../airworks/airwork.schema';

// `/api/tasks/searchTasks` (spec sections 7 and 9): what pilots and visitors use to find open
// Airworks on the list, the map and the lobby.

/** Date posted: 1 = 24 hours, 2 = 3 days, 3 = 7 days, 4 = 30 days (the default). */
export const DATE_POSTED_DAYS: Record<1 | 2 | 3 | 4, number> = { 1: 1, 2: 3, 3: 7, 4: 30 };
export const DEFAULT_DATE_POSTED = 4;

/** The salary minimum radio choices, in dollars (0 = any). */
export const SALARY_CHOICES = [0, 2000, 4000, 6000, 8000, 10000, 12000] as const;

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

const searchText = (max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, { error: 'common.too_long' })
    .refine((k) => !hasControlCharacters(k), { error: 'common.invalid_characters' })
    .default('');

/** A price bound in dollars; 0 (or empty) means no bound. Parsed to cents. */
const priceBound = z
  .union([z.number(), z.string()], { error: 'search.price_invalid' })
  .default(0)
  .transform((v, ctx) => {
    if (v === '' || v === 0 || v === '0') return 0;
    const cents = amountToCents(v);
    if (cents === undefined || cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'search.price_invalid' });
      return z.NEVER;
    }
    return cents;
  });

/** Categories: one id, a comma list or an array; 0 or empty means all. */
const categoryFilter = z
  .union([z.number(), z.string(), z.array(z.number())], { error: invalid })
  .default([])
  .transform((v) => (Array.isArray(v) ? v.map(String) : String(v).split(',')))
  .transform((parts) => parts.map((p) => p.trim()).filter((p) => p !== '' && p !== '0'))
  .refine(
    (parts) =>
      parts.every((p) => /^\d{1,2}$/.test(p) && (CATEGORY_IDS as readonly number[]).includes(+p)),
    { error: invalid },
  )
  .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b));

export const searchTasksRequestSchema = z
  .object({
    userId: idSchema().optional(),
    page: boundedInt(1, PG_INT_MAX).default(1),
    size: z
      .union([z.literal(10), z.literal(20), z.literal(40), z.literal(80)], { error: invalid })
      .default(DEFAULT_PAGE_SIZE),
    keywords: searchText(100),
    datePosted: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: invalid })
      .default(DEFAULT_DATE_POSTED),
    categoriesId: categoryFilter,
    /** Dollars; 0 = no bound. */
    minPrice: priceBound,
    maxPrice: priceBound,
    /** The salary minimum choice in dollars (0 = any); combined with minPrice, the higher wins. */
    salarySearch: z
      .number({ error: invalid })
      .refine((v) => (SALARY_CHOICES as readonly number[]).includes(v), { error: invalid })
      .default(0),
    /** Free text matched against the city, province and address (the hero's "city/zipcode"). */
    searchLocation: searchText(100),
    /** The lobby's location choice: 0 all, 1–6 a city of LOBBY_LOCATIONS, 7 anywhere else. */
    locationId: boundedInt(0, OTHER_LOCATION_ID).default(0),
  })
  .refine((q) => q.maxPrice === 0 || q.minPrice <= q.maxPrice, {
    error: 'search.price_range_invalid',
    path: ['maxPrice'],
  });
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
