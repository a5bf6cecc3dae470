import type { Airwork } from '@airwork/shared/airworks/airwork.schema';

/**
 * An Airwork the contract accepts, for the tests that hold a guard (a reply read without the
 * schemas, plain-call.ts) to its contract entry. Only tests import it.
 */
export const sampleAirwork: Airwork = {
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
  neededBy: null,
  salary: 450,
  pilotReceives: 398.23,
  paymentMethod: 1,
  cardBrand: null,
  cardLast4: null,
  uploadFilePath: null,
  uploadFileType: null,
  status: 1,
  statusName: 'Open',
  state: 'open',
  allowedActions: ['edit', 'delete', 'cancel'],
  createTime: '2026-11-24 10:00:00',
  userId: 3,
  userName: 'Ann',
  pilotUserId: null,
  myApplication: null,
};
