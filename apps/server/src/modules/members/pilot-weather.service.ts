import { WeatherOutcome } from '@airwork/shared/pilots/member.calls';
import type { Forecast } from '@airwork/shared/pilots/weather.schema';
import { bindUseCases } from '../../lib/use-cases';
import type { WeatherService } from '../../adapters/weather/weather';
import type { Db } from '../../db/client';
import { refuse } from '../../lib/app-error';
import type { PlacesService } from '../places/places.service';
import * as repo from './members.repository';

export interface PilotWeatherDeps {
  db: Db;
  places: PlacesService;
  weather: WeatherService;
  /** Forecasts kept per place for a while: the home page is opened often, the sky changes slowly. */
  cache: Map<string, { at: number; forecast: Forecast }>;
}

const CACHE_MS = 30 * 60_000;
const unavailable = () => refuse(WeatherOutcome.unavailable);
/** Not the service's fault: no place could be read from the pilot's address (issue 46). */
const placeUnknown = () => refuse(WeatherOutcome.placeUnknown);

/**
 * The place of the pilot's address: its comma-separated parts, last first (city before street),
 * then its postal code — the profile form asks for the two apart, so a street alone ("88 Harbour
 * St", as the demo's pilot wrote it) is placed by the code beside it (offline, by its area, even
 * when a street geocoder is down). A geocoder that cannot be reached is the service's fault,
 * never the address's (issue 46, finding 6).
 */
async function placeOf(deps: PilotWeatherDeps, address: string, postCode: string) {
  const parts = [
    ...address
      .split(',')
      .map((p) => p.trim())
      .reverse(),
    postCode.trim(),
  ].filter((p) => p.length >= 2);
  let failed = false;
  for (const part of parts) {
    const found = await deps.places.find(part, 'en').then(
      ([first]) => first,
      () => {
        failed = true;
        return undefined;
      },
    );
    if (found) return found;
  }
  // Nothing placed: the address is at fault only if the geocoder answered every ask.
  if (failed) throw unavailable();
  return undefined;
}

/**
 * The forecast for the pilot's address: 404 `weather.place_unknown` when neither the address nor
 * the postal code names a place we know, 503 `weather.unavailable` when the geocoder or the
 * weather service cannot be reached.
 */
export async function pilotWeather(deps: PilotWeatherDeps, userId: number): Promise<Forecast> {
  const member = await repo.findMember(deps.db, userId);
  const profile = member?.profile;
  const place = profile ? await placeOf(deps, profile.address, profile.postCode) : undefined;
  if (!place) throw placeUnknown();
  const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
  const cached = deps.cache.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.forecast;
  try {
    const forecast = {
      place: `${place.city}, ${place.province}`,
      ...(await deps.weather.forecast(place.latitude, place.longitude)),
    };
    deps.cache.set(key, { at: Date.now(), forecast });
    return forecast;
  } catch {
    throw unavailable();
  }
}

export const createPilotWeatherService = (deps: Omit<PilotWeatherDeps, 'cache'>) =>
  bindUseCases({ ...deps, cache: new Map() }, { forPilot: pilotWeather });
export type PilotWeatherService = ReturnType<typeof createPilotWeatherService>;
