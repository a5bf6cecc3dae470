import { PlaceOutcome } from '@airwork/shared/airworks/airwork.calls';
import type { Place } from '@airwork/shared/airworks/airwork.schema';
import type { Geocoder } from '../../adapters/geocoder/geocoder';
import { refuse } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { Logger } from 'pino';

export interface PlacesDeps {
  geocoder: Geocoder;
  logger: Logger;
}

/** Places in Canada for what was typed; a geocoding service that fails says so clearly. */
export async function findPlaces(
  deps: PlacesDeps,
  query: string,
  language: 'en' | 'zh',
): Promise<Place[]> {
  try {
    return await deps.geocoder.search(query, language);
  } catch (err) {
    deps.logger.warn({ err }, 'geocoder failed');
    throw refuse(PlaceOutcome.unavailable);
  }
}

/** The town at a point (the pin moved by hand), or null; a failing service says so clearly. */
export async function placeAt(
  deps: PlacesDeps,
  point: { latitude: number; longitude: number },
  language: 'en' | 'zh',
): Promise<Place | null> {
  try {
    return await deps.geocoder.placeAt(point.latitude, point.longitude, language);
  } catch (err) {
    deps.logger.warn({ err }, 'geocoder failed');
    throw refuse(PlaceOutcome.unavailable);
  }
}

export const createPlacesService = (deps: PlacesDeps) =>
  bindUseCases(deps, { find: findPlaces, placeAt });
export type PlacesService = ReturnType<typeof createPlacesService>;
