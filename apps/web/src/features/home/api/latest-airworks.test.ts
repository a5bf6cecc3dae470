import { describe, expect, it } from 'vitest';
import { latestAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { airworkSchema, type Airwork } from '@airwork/shared/airworks/airwork.schema';
import { isLatestAirworks, LATEST_AIRWORKS_PATH } from './latest-airworks';

// Home's newest Airworks are read without the contract's schemas: they must stay what it says.

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

describe("Home's newest Airworks without the schemas", () => {
  it('use the contract entry’s path', () => {
    expect(LATEST_AIRWORKS_PATH).toBe(latestAirworksCall.path);
  });

  it('accept what the contract accepts, and refuse a reply missing what a card reads', () => {
    expect(latestAirworksCall.result.safeParse([airwork]).success).toBe(true);
    expect(isLatestAirworks([airwork])).toBe(true);
    expect(isLatestAirworks({})).toBe(false);
    for (const field of ['id', 'title', 'salary', 'status', 'createTime', 'categoriesIds']) {
      const without: Record<string, unknown> = { ...airwork };
      delete without[field];
      expect(isLatestAirworks([without])).toBe(false);
      // …and the contract has the field the card reads.
      expect(Object.keys(airworkSchema.shape)).toContain(field);
    }
  });
});
