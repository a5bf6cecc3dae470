import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@airwork/shared/airworks/airwork.schema';
import { CANADA_BOUNDS } from '@airwork/shared/airworks/airwork.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post } from '../../test/api';

const inCanada = (p: Place) =>
  p.latitude >= CANADA_BOUNDS.south &&
  p.latitude <= CANADA_BOUNDS.north &&
  p.longitude >= CANADA_BOUNDS.west &&
  p.longitude <= CANADA_BOUNDS.east;

describe('the offline gazetteer (default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const find = async (query: string) =>
    (await post(t.app, '/api/utilities/geocode', { query })).body.result as Place[];

  it('finds cities as they are typed, the largest first, with their province', async () => {
    const toronto = await find('Toron');
    expect(toronto[0]).toMatchObject({ city: 'Toronto', province: 'Ontario' });
    const montreal = await find('montreal');
    expect(montreal[0]).toMatchObject({ city: 'Montréal', province: 'Quebec' });
    expect(montreal.length).toBeLessThanOrEqual(10);
    expect([...toronto, ...montreal].every(inCanada)).toBe(true);
  });

  it('reads a place as its suggestion names it ("Kingston, Ontario"), the province narrowing', async () => {
    const kingston = await find('Kingston, Ontario');
    expect(kingston[0]).toMatchObject({ city: 'Kingston', province: 'Ontario' });
    expect(kingston.every((p) => p.province === 'Ontario')).toBe(true);
    expect(await find('Kingston, Yukon')).not.toContainEqual(
      expect.objectContaining({ province: 'Ontario' }),
    );
  });

  it('knows small municipalities too, not only large cities', async () => {
    const places = await find('Tofino');
    expect(places[0]).toMatchObject({ city: 'Tofino', province: 'British Columbia' });
  });

  it('never offers a place outside Canada', async () => {
    expect(await find('Marseille')).toEqual([]);
    // Paris exists in Ontario as well as in France: only the Canadian one is offered.
    const paris = await find('Paris');
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.every((p) => inCanada(p) && p.province === 'Ontario')).toBe(true);
  });

  it('names the town at a pin moved by hand, and nothing out at sea or on the ice', async () => {
    const at = async (latitude: number, longitude: number, languagesId = 1) =>
      post(t.app, '/api/utilities/placeAt', { latitude, longitude, languagesId });
    // A few hundred metres from Brampton's centre, not Toronto's.
    const brampton = await at(43.69, -79.76);
    expect(brampton.body.result).toMatchObject({ city: 'Brampton', province: 'Ontario' });
    // The middle of Hudson Bay: no town within 30 km.
    expect((await at(60, -86)).body.result).toBeNull();
    // Outside Canada, or not a number: refused before any lookup, as the wizard's own fields.
    expect((await at(40.7, -74)).status).toBe(400);
    expect(
      (await post(t.app, '/api/utilities/placeAt', { latitude: 'x', longitude: 1 })).status,
    ).toBe(400);
  });
});

describe('a Photon-compatible service (GEOCODER_URL)', () => {
  const reverseAsked: string[] = [];
  let service: Server;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    service = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const q = url.searchParams.get('q');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/reverse') {
        reverseAsked.push(url.search);
        const lat = Number(url.searchParams.get('lat'));
        res.end(
          JSON.stringify({
            features:
              lat > 50
                ? []
                : [
                    {
                      geometry: { coordinates: [-79.6441, 43.589] },
                      properties: {
                        countrycode: 'CA',
                        name: 'Mississauga',
                        city: 'Mississauga',
                        state: 'Ontario',
                      },
                    },
                  ],
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          features: [
            {
              geometry: { coordinates: [-79.3806, 43.6453] },
              properties: {
                countrycode: 'CA',
                housenumber: '100',
                street: 'Queen Street West',
                city: 'Toronto',
                state: 'Ontario',
                postcode: 'M5H 2N2',
              },
            },
            {
              geometry: { coordinates: [-73.9857, 40.7484] },
              properties: { countrycode: 'US', name: q, city: 'New York', state: 'New York' },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    t = await buildTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
    down = await buildTestApp({ env: { GEOCODER_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await t.close();
    await down.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('answers street addresses with postal codes, and only those in Canada', async () => {
    const reply = await post(t.app, '/api/utilities/geocode', { query: '100 Queen St' });
    expect(reply.body.result).toEqual([
      {
        name: '100 Queen Street West',
        city: 'Toronto',
        province: 'Ontario',
        postalCode: 'M5H 2N2',
        latitude: 43.6453,
        longitude: -79.3806,
      },
    ]);
  });

  it('says clearly when the service cannot be reached', async () => {
    const reply = await post(down.app, '/api/utilities/geocode', { query: 'Toronto' });
    expect(reply.status).toBe(503);
    expect(reply.body.message).toBe('geocode.unavailable');
    const at = await post(down.app, '/api/utilities/placeAt', { latitude: 43.6, longitude: -79.6 });
    expect(at.status).toBe(503);
    expect(at.body.message).toBe('geocode.unavailable');
  });

  it("asks the service's reverse lookup for a pin's town", async () => {
    const reply = await post(t.app, '/api/utilities/placeAt', {
      latitude: 43.6,
      longitude: -79.65,
    });
    expect(reply.body.result).toMatchObject({ city: 'Mississauga', province: 'Ontario' });
    expect(reverseAsked.at(-1)).toContain('lat=43.6');
    expect(reverseAsked.at(-1)).toContain('lang=en');
    const none = await post(t.app, '/api/utilities/placeAt', { latitude: 55, longitude: -79 });
    expect(none.body.result).toBeNull();
  });
});

describe("the web app's settings", () => {
  it('tell the map tiles and their attribution (none when MAP_TILE_URL is empty) whether payments are a sandbox, the weather map to embed, and Airwork’s fee', async () => {
    const osm = await buildTestApp();
    const none = await buildTestApp({
      env: {
        MAP_TILE_URL: '',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        WEATHER_MAP_URL: 'https://maps.example.com/embed?lat={lat}&lon={lon}',
        PLATFORM_FEE_PERCENT: '7.5',
      },
    });
    try {
      expect((await post(osm.app, '/api/utilities/config', {})).body.result).toEqual({
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapAttribution: '© OpenStreetMap contributors',
        paymentsSandbox: true,
        paypalClientId: null,
        weatherMapUrl: '',
        feeBasisPoints: 0,
      });
      expect((await post(none.app, '/api/utilities/config', {})).body.result).toEqual({
        mapTileUrl: '',
        mapAttribution: '',
        paymentsSandbox: false,
        paypalClientId: 'id',
        weatherMapUrl: 'https://maps.example.com/embed?lat={lat}&lon={lon}',
        feeBasisPoints: 750,
      });
    } finally {
      await osm.close();
      await none.close();
    }
  });
});
