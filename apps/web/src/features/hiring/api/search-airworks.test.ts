import { describe, expect, it } from 'vitest';
import { searchAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { airworkSchema } from '@airwork/shared/airworks/airwork.schema';
import { isSearchPage, SEARCH_AIRWORKS_PATH } from './search-airworks';
import { sampleAirwork } from '../../../lib/sample-airwork';

// The search is read without the contract's schemas: it must stay what the contract says.

const page = { total: 1, more: false, data: [sampleAirwork] };

describe('the search without the schemas', () => {
  it('uses the contract entry’s path', () => {
    expect(SEARCH_AIRWORKS_PATH).toBe(searchAirworksCall.path);
  });

  it('accepts what the contract accepts, and refuses a page missing what the screens read', () => {
    expect(searchAirworksCall.result.safeParse(page).success).toBe(true);
    expect(isSearchPage(page)).toBe(true);
    expect(isSearchPage({ ...page, data: [] })).toBe(true);
    expect(isSearchPage([sampleAirwork])).toBe(false);
    expect(isSearchPage({ ...page, total: '1' })).toBe(false);
    expect(isSearchPage({ total: 1, data: [sampleAirwork] })).toBe(false);
    for (const field of ['id', 'title', 'salary', 'status', 'latitude', 'longitude']) {
      const without: Record<string, unknown> = { ...sampleAirwork };
      delete without[field];
      expect(isSearchPage({ ...page, data: [without] })).toBe(false);
      // …and the contract has the field the screens read.
      expect(Object.keys(airworkSchema.shape)).toContain(field);
    }
  });

  it('takes the distance the nearest order adds, and refuses one that is not a whole number', () => {
    const near = { ...page, data: [{ ...sampleAirwork, distanceKm: 12 }] };
    expect(searchAirworksCall.result.safeParse(near).success).toBe(true);
    expect(isSearchPage(near)).toBe(true);
    expect(isSearchPage({ ...page, data: [{ ...sampleAirwork, distanceKm: '12' }] })).toBe(false);
  });
});
