import {
  clientAirworksCall,
  clientTotalsCall,
  getAirworkCall,
  pilotAirworksCall,
  pilotTotalsCall,
  searchAirworksCall,
} from '@airwork/shared/airworks/airwork.calls';
import { pilotApplicationsCall } from '@airwork/shared/hiring/hiring.calls';
import { getResultCall } from '@airwork/shared/delivery/result.calls';
import { timelineCall } from '@airwork/shared/delivery/delivery.calls';
import { keyOf, type QueryKeys } from './call';

// The lists several features refresh after a change (an application, a decision, a new or
// removed Airwork), keyed from their contract entries like every query.

/** The client's order lists and their sidebar totals. */
export const clientListKeys = [
  keyOf(clientAirworksCall),
  keyOf(clientTotalsCall),
] as const satisfies QueryKeys;

/** The pilot's history, totals and applications. */
export const pilotListKeys = [
  keyOf(pilotAirworksCall),
  keyOf(pilotTotalsCall),
  keyOf(pilotApplicationsCall),
] as const satisfies QueryKeys;

/** Search results (the list, the map and the lobby). */
export const searchKeys = [keyOf(searchAirworksCall)] as const satisfies QueryKeys;

/** Every Airwork held in the cache, with its record and results: what a change makes stale. */
export const airworkKeys = [
  keyOf(getAirworkCall),
  keyOf(timelineCall),
  keyOf(getResultCall),
] as const satisfies QueryKeys;
