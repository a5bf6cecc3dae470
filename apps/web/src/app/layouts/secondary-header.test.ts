import { describe, expect, it } from 'vitest';
import { Role } from '@airwork/shared/accounts/account-constants';
import { shortcutFor } from './secondary-header';

describe('the secondary header', () => {
  it("shows the spec's button by path", () => {
    expect(shortcutFor('/Airwork-list')?.to).toBe('/Airwork-map');
    expect(shortcutFor('/Airwork-map')?.to).toBe('/Airwork-list');
    expect(shortcutFor('/client-home', Role.client)?.to).toBe('/choose-address');
    expect(shortcutFor('/pilot-home', Role.pilot)?.to).toBe('/Airwork-lobby');
  });

  it('offers "Find Airwork" to pilots only: not to a client reading a pilot\'s page', () => {
    expect(shortcutFor('/pilot-information', Role.client)).toBeUndefined();
    expect(shortcutFor('/pilot-information', Role.admin)).toBeUndefined();
    expect(shortcutFor('/pilot-information', Role.pilot)?.to).toBe('/Airwork-lobby');
  });
});
