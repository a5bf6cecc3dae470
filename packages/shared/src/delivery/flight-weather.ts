import { z } from 'zod';

// Go / no-go for a flight day, in one place (issue 12): the site's forecast against the
// Airwork's preferred conditions (spec section 9) and the limits a small RPAS flies within.

/** The spec's weather choices: the most cloud each one accepts, in percent. */
export const CLOUD_LIMITS: Record<number, number> = { 1: 10, 2: 50, 3: 100 };

/**
 * The other limits. Wind and gusts: what small multirotors hold steadily and photograph without
 * blur (about 10 m/s sustained); rain: cameras and motors are not weatherproof.
 */
export const FLIGHT_LIMITS = {
  windSpeedKmh: 36,
  windGustsKmh: 45,
  precipitationMm: 0.5,
  precipitationProbability: 40,
} as const;

export const siteDaySchema = z.object({
  date: z.string(),
  min: z.number(),
  max: z.number(),
  cloudCover: z.number(),
  windSpeed: z.number(),
  windGusts: z.number(),
  precipitation: z.number(),
  precipitationProbability: z.number(),
  sunrise: z.string(),
  sunset: z.string(),
  weatherCode: z.number().int(),
});
export type SiteDay = z.infer<typeof siteDaySchema>;

/** `/api/utilities/weather`: the chosen day (null beyond the forecast) and the next 7 days. */
export const siteWeatherSchema = z.object({
  date: z.string(),
  day: siteDaySchema.nullable(),
  week: z.array(siteDaySchema),
});
export type SiteWeather = z.infer<typeof siteWeatherSchema>;

export const siteWeatherRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  date: z.iso.date({ error: 'schedule.date_need' }),
});

export type FlightCheck = 'cloud' | 'wind' | 'gusts' | 'precipitation';

export interface FlightVerdict {
  go: boolean;
  checks: { check: FlightCheck; ok: boolean; value: number; limit: number }[];
}

/** The most cloud the Airwork accepts: the loosest of its chosen conditions. */
export function cloudLimit(conditions: readonly number[]): number {
  const limits = conditions.map((c) => CLOUD_LIMITS[c]).filter((l) => l !== undefined);
  return limits.length > 0 ? Math.max(...limits) : 100;
}

export function flightVerdict(day: SiteDay, conditions: readonly number[]): FlightVerdict {
  const rain =
    day.precipitation > FLIGHT_LIMITS.precipitationMm ||
    day.precipitationProbability > FLIGHT_LIMITS.precipitationProbability;
  const checks: FlightVerdict['checks'] = [
    {
      check: 'cloud',
      ok: day.cloudCover <= cloudLimit(conditions),
      value: day.cloudCover,
      limit: cloudLimit(conditions),
    },
    {
      check: 'wind',
      ok: day.windSpeed <= FLIGHT_LIMITS.windSpeedKmh,
      value: day.windSpeed,
      limit: FLIGHT_LIMITS.windSpeedKmh,
    },
    {
      check: 'gusts',
      ok: day.windGusts <= FLIGHT_LIMITS.windGustsKmh,
      value: day.windGusts,
      limit: FLIGHT_LIMITS.windGustsKmh,
    },
    {
      check: 'precipitation',
      ok: !rain,
      value: day.precipitation,
      limit: FLIGHT_LIMITS.precipitationMm,
    },
  ];
  return { go: checks.every((c) => c.ok), checks };
}
