import { WeatherOutcome } from '@airwork/shared/pilots/member.calls';
import type { SiteDay, SiteWeather } from '@airwork/shared/delivery/flight-weather';
import type { WeatherService } from '../../adapters/weather/weather';
import { refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';

export interface SiteWeatherDeps {
  weather: WeatherService;
  /** Forecasts per site (two decimals, about a kilometre) for a while: pilots compare days. */
  cache: Map<string, { at: number; days: SiteDay[] }>;
  now: () => Date;
}

const CACHE_MS = 30 * 60_000;
const CACHE_MAX = 1000;

/**
 * `/api/utilities/weather`: the chosen day at the site (null beyond the 16-day forecast) and the
 * week ahead for the chart; 503 `weather.unavailable` when the service cannot be reached — the
 * pilot is told and may still schedule.
 */
export async function siteWeather(
  deps: SiteWeatherDeps,
  q: { latitude: number; longitude: number; date: string },
): Promise<SiteWeather> {
  const key = `${q.latitude.toFixed(2)},${q.longitude.toFixed(2)}`;
  const at = deps.now().getTime();
  let days = deps.cache.get(key);
  if (!days || at - days.at >= CACHE_MS) {
    try {
      days = { at, days: await deps.weather.siteDays(q.latitude, q.longitude) };
    } catch {
      throw refuse(WeatherOutcome.unavailable);
    }
    if (deps.cache.size >= CACHE_MAX) deps.cache.clear();
    deps.cache.set(key, days);
  }
  return {
    date: q.date,
    day: days.days.find((d) => d.date === q.date) ?? null,
    week: days.days.slice(0, 7),
  };
}

export const createSiteWeatherService = (deps: Omit<SiteWeatherDeps, 'cache'>) =>
  bindUseCases({ ...deps, cache: new Map() }, { forSite: siteWeather });
export type SiteWeatherService = ReturnType<typeof createSiteWeatherService>;
