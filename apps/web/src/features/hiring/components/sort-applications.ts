import type { Application } from '@airwork/shared/hiring/application.schema';

// How a client orders the proposals to compare them (issue 23). The list is the client's
// waiting applications (at most 200), so it is ordered where it is shown.

export const APPLICATION_SORTS = [
  'newest',
  'price',
  'earliest',
  'rating',
  'completed',
  'distance',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

const BY: Record<ApplicationSort, (a: Application, b: Application) => number> = {
  // The server answers newest first: that order is kept.
  newest: () => 0,
  price: (a, b) => a.price - b.price,
  // The soonest day a pilot can fly first (YYYY-MM-DD compares as text); none named, last.
  earliest: (a, b) =>
    (a.earliestDate ?? '9999-12-31').localeCompare(b.earliestDate ?? '9999-12-31'),
  // Rated before unrated, then the better rating, then the more ratings.
  rating: (a, b) =>
    Number(b.pilot.totalRateCount > 0) - Number(a.pilot.totalRateCount > 0) ||
    b.pilot.totalRating - a.pilot.totalRating ||
    b.pilot.totalRateCount - a.pilot.totalRateCount,
  completed: (a, b) => b.pilot.totalAirworks - a.pilot.totalAirworks,
  // Nearest first; a pilot who named no home city comes after those who did.
  distance: (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || 0,
};

/**
 * The applications in `sort`'s order; ties keep the server's (newest first). Each Airwork's
 * proposals stay together, in the order the Airworks first appear, so that a client with
 * several open Airworks compares the pilots of one at a time.
 */
export function sortApplications(list: Application[], sort: ApplicationSort): Application[] {
  return groupApplications(list, sort).flat();
}

/** The same order, one array per Airwork: the proposals a client compares side by side. */
export function groupApplications(list: Application[], sort: ApplicationSort): Application[][] {
  const airworks = new Map<number, Application[]>();
  for (const a of list) airworks.set(a.taskId, [...(airworks.get(a.taskId) ?? []), a]);
  // Array.prototype.sort is stable: equal proposals keep their order.
  return [...airworks.values()].map((group) => [...group].sort(BY[sort]));
}
