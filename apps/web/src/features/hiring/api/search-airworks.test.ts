import { describe, expect, it } from 'vitest';
import { searchAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { airworkSchema, type Airwork } from '@airwork/shared/airworks/airwork.schema';
import { isSearchPage, SEARCH_AIRWORKS_PATH } from './search-airworks';

// The search is read without the contract's schemas: it must stay what the contract says.

const airwork: Airwork = {
  id: 1,
  tasksId: 'AW12345678',
  title: 'Roof',
  description: 'A roof',
  address: '',
  city: 'Toronto',
  province: 'Ontario',
  country: 'Canada',
  latitude: 43.65,
  longitude: -79.38,
  exactLocation: false,
  categoriesIds: '1,2',
  conditions: '1',
  fileFormat: 'JPG',
  salary: 450,
  paymentMethod: 1,
  cardBrand: null,
  cardLast4: null,
  uploadFilePath: null,
  uploadFileType: null,
  status: 1,
  statusName: 'Open',
  createTime: '2026-11-24 10:00:00',
  userId: 3,
  userName: 'Ann',
  pilotUserId: null,
  myApplication: null,
};
const page = { total: 1, more: false, data: [airwork] };

describe('the search without the schemas', () => {
  it('uses the contract entry’s path', () => {
    expect(SEARCH_AIRWORKS_PATH).toBe(searchAirworksCall.path);
  });

  it('accepts what the contract accepts, and refuses a page missing what the screens read', () => {
    expect(searchAirworksCall.result.safeParse(page).success).toBe(true);
    expect(isSearchPage(page)).toBe(true);
    expect(isSearchPage({ ...page, data: [] })).toBe(true);
    expect(isSearchPage([airwork])).toBe(false);
    expect(isSearchPage({ ...page, total: '1' })).toBe(false);
    expect(isSearchPage({ total: 1, data: [airwork] })).toBe(false);
    for (const field of ['id', 'title', 'salary', 'status', 'latitude', 'longitude']) {
      const without: Record<string, unknown> = { ...airwork };
      delete without[field];
      expect(isSearchPage({ ...page, data: [without] })).toBe(false);
      // …and the contract has the field the screens read.
      expect(Object.keys(airworkSchema.shape)).toContain(field);
    }
  });
});
