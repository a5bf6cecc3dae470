import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

const toronto = { latitude: 43.6532, longitude: -79.3832 };
const ottawa = { latitude: 45.4215, longitude: -75.6972 };
const vancouver = { latitude: 49.2827, longitude: -123.1207 };

describe('distanceKm', () => {
  it('measures the great circle between two cities in whole km', () => {
    expect(distanceKm(toronto, ottawa)).toBeGreaterThanOrEqual(350);
    expect(distanceKm(toronto, ottawa)).toBeLessThanOrEqual(355);
    expect(distanceKm(toronto, vancouver)).toBeGreaterThanOrEqual(3350);
    expect(distanceKm(toronto, vancouver)).toBeLessThanOrEqual(3365);
  });

  it('is 0 for one place and the same both ways', () => {
    expect(distanceKm(toronto, toronto)).toBe(0);
    expect(distanceKm(ottawa, vancouver)).toBe(distanceKm(vancouver, ottawa));
  });
});
