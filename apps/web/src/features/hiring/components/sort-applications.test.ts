import { describe, expect, it } from 'vitest';
import type { Application } from '@airwork/shared/hiring/application.schema';
import { groupApplications, sortApplications } from './sort-applications';

const proposal = (
  id: number,
  taskId: number,
  price: number,
  rating: [number, number],
  completed: number,
  distanceKm: number | null = null,
): Application => ({
  id,
  taskId,
  tasksId: `AW${taskId}`,
  tasksTitle: `Airwork ${taskId}`,
  pilotUserId: id + 100,
  pilotUsername: `pilot${id}`,
  status: 1,
  createTime: '2026-11-20T10:00:00.000Z',
  note: '',
  price,
  ownPrice: true,
  earliestDate: null,
  distanceKm,
  fileFormat: 'JPG',
  proposalVersion: 1,
  pilot: {
    userNumbers: String(id),
    displayName: `Pilot ${id}`,
    rpasMake: '',
    certificateType: 1,
    totalAirworks: completed,
    totalRating: rating[0],
    totalRateCount: rating[1],
    capabilities: '',
    otherDesc: '',
    avatarThumbUrl: null,
    homeCity: '',
    verifiedSince: null,
  },
});

// Newest first, as the server answers: Airwork 1's three proposals, then Airwork 2's one.
const list = [
  proposal(1, 1, 1200, [0, 0], 0, 40),
  proposal(2, 1, 900, [4.5, 2], 3, null),
  proposal(3, 2, 500, [5, 1], 9, 300),
  proposal(4, 1, 900, [4.8, 10], 12, 12),
];
const ids = (sorted: Application[]) => sorted.map((a) => a.id);

describe("sorting a client's proposals", () => {
  it("keeps each Airwork's proposals together, newest first by default", () => {
    expect(ids(sortApplications(list, 'newest'))).toEqual([1, 2, 4, 3]);
  });

  it('orders by price, cheapest first, ties in the order they came', () => {
    expect(ids(sortApplications(list, 'price'))).toEqual([2, 4, 1, 3]);
  });

  it('orders by rating, the rated first, then by completed Airworks', () => {
    expect(ids(sortApplications(list, 'rating'))).toEqual([4, 2, 1, 3]);
    expect(ids(sortApplications(list, 'completed'))).toEqual([4, 2, 1, 3]);
  });

  it('orders by distance from the site, nearest first, pilots with no home city last', () => {
    expect(ids(sortApplications(list, 'distance'))).toEqual([4, 1, 2, 3]);
  });

  it('groups the proposals per Airwork, to compare side by side', () => {
    expect(groupApplications(list, 'price').map(ids)).toEqual([[2, 4, 1], [3]]);
  });
});
