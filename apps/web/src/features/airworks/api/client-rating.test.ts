import { describe, expect, it } from 'vitest';
import { clientRatingCall } from '@airwork/shared/ratings/rating.calls';
import { CLIENT_RATING_PATH, isClientRating } from './client-rating';

describe("a client's prestige without the schemas", () => {
  it('uses the contract entry’s path and accepts what it accepts', () => {
    expect(CLIENT_RATING_PATH).toBe(clientRatingCall.path);
    for (const value of [
      { totalRating: 4.5, totalRateCount: 2 },
      { totalRating: 0, totalRateCount: 0 },
      { totalRating: '4.5', totalRateCount: 2 },
      { totalRating: 4.5, totalRateCount: 1.5 },
      { totalRating: 4.5 },
      null,
    ]) {
      expect(isClientRating(value)).toBe(clientRatingCall.result.safeParse(value).success);
    }
  });
});
