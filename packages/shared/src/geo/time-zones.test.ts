import { describe, expect, it } from 'vitest';
import { PROVINCE_TAXES } from '../payments/tax';
import { timeZoneOf } from './time-zones';

describe("an Airwork's time zone", () => {
  it('is known for every province, by code and by each name the tax table knows', () => {
    for (const p of PROVINCE_TAXES) {
      const zone = timeZoneOf(p.code);
      expect(zone, p.code).toMatch(/^America\//);
      for (const name of p.names) expect(timeZoneOf(name), name).toBe(zone);
      // Every zone is one this runtime can format in.
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).not.toThrow();
    }
  });

  it('follows the province, and says nothing of a place it cannot tell', () => {
    expect(timeZoneOf('Ontario')).toBe('America/Toronto');
    expect(timeZoneOf('Québec')).toBe('America/Toronto');
    expect(timeZoneOf('british  columbia')).toBe('America/Vancouver');
    expect(timeZoneOf('新斯科舍')).toBe('America/Halifax');
    expect(timeZoneOf('Atlantis')).toBeUndefined();
    expect(timeZoneOf('')).toBeUndefined();
  });
});
