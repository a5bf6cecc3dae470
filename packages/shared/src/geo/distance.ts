// Distances between places, for "how far is this pilot from the site" (issue 23).

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_KM = 6371;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance between two places, in whole kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_KM * Math.asin(Math.sqrt(Math.min(1, h))));
}
