import { describe, expect, it } from 'vitest';
import { distanceKm } from '@airwork/shared/geo/distance';
import { createGazetteerGeocoder } from './geocoder';
import { postalAreaOf, withPostalAreas } from './postal-areas';

// "City or postal code" finds a postal code offline, by its forward sortation area (issue 46).

describe('a postal code', () => {
  it('is placed at its area, whole or by its first three characters, in any spelling', () => {
    const brampton = postalAreaOf('L6Y');
    expect(brampton).toMatchObject({ province: 'Ontario', postalCode: 'L6Y' });
    expect(brampton!.name).toContain('Brampton');
    expect(postalAreaOf('l6y 4r2')).toMatchObject({
      postalCode: 'L6Y 4R2',
      latitude: brampton!.latitude,
    });
    expect(postalAreaOf('L6Y4R2')!.postalCode).toBe('L6Y 4R2');
    const downtown = postalAreaOf('M5H 2N2')!;
    const cityHall = { latitude: 43.6534, longitude: -79.3841 };
    expect(distanceKm(downtown, cityHall)).toBeLessThan(2);
    expect(postalAreaOf('H2X')!.province).toBe('Québec');
    expect(postalAreaOf('X0A')!.province).toBe('Nunavut');
  });

  it('is not what is not a Canadian postal code', () => {
    for (const q of ['Toronto', 'D1A', 'M5', '90210', 'M5H 2N', 'W1A 1AA']) {
      expect(postalAreaOf(q), q).toBeUndefined();
    }
  });

  it('is answered by the offline gazetteer, which knew none, and names still work', async () => {
    const geocoder = withPostalAreas(createGazetteerGeocoder());
    const [area] = await geocoder.search('L6P', 'en');
    expect(area!.name).toMatch(/^L6P — Brampton/);
    const [kingston] = await geocoder.search('Kingston, Ontario', 'en');
    expect(kingston!.city).toBe('Kingston');
  });
});
