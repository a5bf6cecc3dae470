// The search's orders, price ranges and needed-by windows (issue 23), without zod: the Airwork
// list reads them before any schema loads (issue 22).

/**
 * How a search's Airworks are ordered. Every order ends on the id, so a page never repeats or
 * skips an Airwork another shares a price, a day or a distance with. An order changes only the
 * order, never which Airworks match.
 */
export const SEARCH_SORTS = [
  'newest',
  'price_desc',
  'price_asc',
  'nearest',
  'needed_soonest',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

/** Needed within this many days (Canada's calendar, overdue included); 0 = any day or none. */
export const NEEDED_WITHIN_DAYS = [0, 7, 14, 30] as const;
export type NeededWithin = (typeof NEEDED_WITHIN_DAYS)[number];

/**
 * The list's one price control: ranges in dollars, [minimum, maximum], 0 = no bound. They are
 * sent as the call's `minPrice` and `maxPrice`, which still take any bounds.
 */
export const PRICE_RANGES = [
  [0, 0],
  [0, 1000],
  [1000, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, 0],
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/**
 * How far from a searched place an Airwork may be, in km (issue 46): a city or postal code is a
 * place with a radius around it, not a name to match exactly. 0 is any distance: the place is
 * only where distances (and the nearest order) are measured from.
 */
export const RADIUS_CHOICES_KM = [10, 25, 50, 100, 250, 0] as const;
export type RadiusKm = (typeof RADIUS_CHOICES_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 25;
