import { createRequire } from 'node:module';
import { MAX_PLACES, type Geocoder, type Place } from './geocoder';

// Canadian postal codes by their forward sortation area (the first three characters: "M5H"),
// each at its centroid — from the `zipcodes` package (BSD licence; its Canadian table of 1,620
// areas comes from AggData's public sample of Canadian postal codes). Offline, so "City or
// postal code" means what it says in the embedded default too (issue 46). A full code ("M5H
// 2N2") is placed at its area's centre: within a few kilometres in a city, more in the country.

/** A postal code, whole or its first three characters; D, F, I, O, Q, U never begin one. */
const POSTAL_CODE =
  /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:[\s-]?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/i;

/** The province by the code's first letter, as the Airworks write it. */
const PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'Newfoundland and Labrador',
  B: 'Nova Scotia',
  C: 'Prince Edward Island',
  E: 'New Brunswick',
  G: 'Québec',
  H: 'Québec',
  J: 'Québec',
  K: 'Ontario',
  L: 'Ontario',
  M: 'Ontario',
  N: 'Ontario',
  P: 'Ontario',
  R: 'Manitoba',
  S: 'Saskatchewan',
  T: 'Alberta',
  V: 'British Columbia',
  Y: 'Yukon',
};

interface Area {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const require = createRequire(import.meta.url);
let areas: Record<string, Area> | undefined;

/** The area's name as the table writes it, each word capitalised ("(st. Paul)" → "(St. Paul)"). */
const tidy = (label: string) =>
  label.replace(/(^|[\s(/-])([a-z])/g, (_, before: string, c: string) => before + c.toUpperCase());

/** X is shared by the Northwest Territories and Nunavut: the table tells which. */
const territoryOf = (state: string) =>
  state.startsWith('Nunavut') ? 'Nunavut' : 'Northwest Territories';

/** The forward sortation area a query names, at its centre; undefined when it names none. */
export function postalAreaOf(query: string): Place | undefined {
  const m = POSTAL_CODE.exec(query.trim());
  if (!m) return undefined;
  areas ??= (require('zipcodes/lib/codesCanada.js') as { codes: Record<string, Area> }).codes;
  const fsa = m[1]!.toUpperCase();
  const area = areas[fsa];
  if (!area) return undefined;
  const letter = fsa.charAt(0);
  const code = m[2] ? `${fsa} ${m[2].toUpperCase()}` : fsa;
  return {
    name: `${code} — ${tidy(area.city)}`,
    city: tidy(area.city),
    province: letter === 'X' ? territoryOf(area.state) : PROVINCE_BY_LETTER[letter]!,
    postalCode: code,
    latitude: area.latitude,
    longitude: area.longitude,
  };
}

/**
 * `geocoder`, with postal codes answered by their area: alone when the geocoder knows nothing of
 * the code (the offline gazetteer), after what it found for a whole code (a street geocoder
 * places that better than the area's centre), before anything for three characters.
 */
export function withPostalAreas(geocoder: Geocoder): Geocoder {
  return {
    async search(query, language) {
      const area = postalAreaOf(query);
      if (!area) return geocoder.search(query, language);
      const found = await geocoder.search(query, language).catch(() => []);
      const whole = area.postalCode!.length > 3;
      return (whole ? [...found, area] : [area, ...found]).slice(0, MAX_PLACES);
    },
    placeAt: (latitude, longitude, language) => geocoder.placeAt(latitude, longitude, language),
  };
}
