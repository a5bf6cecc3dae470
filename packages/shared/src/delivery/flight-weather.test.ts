import { describe, expect, it } from 'vitest';
import { cloudLimit, flightVerdict, type SiteDay } from './flight-weather';

const calm: SiteDay = {
  date: '2026-12-01',
  min: -4,
  max: 2,
  cloudCover: 8,
  windSpeed: 12,
  windGusts: 20,
  precipitation: 0,
  precipitationProbability: 5,
  sunrise: '2026-12-01T07:31',
  sunset: '2026-12-01T16:41',
  weatherCode: 0,
};

describe('the flight verdict', () => {
  it('takes the loosest cloud limit of the chosen conditions', () => {
    expect(cloudLimit([1])).toBe(10);
    expect(cloudLimit([1, 2])).toBe(50);
    expect(cloudLimit([3, 1])).toBe(100);
    expect(cloudLimit([])).toBe(100);
  });

  it('says go on a calm clear day, and no-go with the failing numbers otherwise', () => {
    expect(flightVerdict(calm, [1]).go).toBe(true);
    const cloudy = flightVerdict({ ...calm, cloudCover: 30 }, [1]);
    expect(cloudy.go).toBe(false);
    expect(cloudy.checks.find((c) => c.check === 'cloud')).toEqual({
      check: 'cloud',
      ok: false,
      value: 30,
      limit: 10,
    });
    expect(flightVerdict({ ...calm, cloudCover: 30 }, [2]).go).toBe(true);
    expect(flightVerdict({ ...calm, windSpeed: 40 }, [3]).go).toBe(false);
    expect(flightVerdict({ ...calm, windGusts: 50 }, [3]).go).toBe(false);
    expect(flightVerdict({ ...calm, precipitation: 2 }, [3]).go).toBe(false);
    expect(flightVerdict({ ...calm, precipitationProbability: 70 }, [3]).go).toBe(false);
  });
});
