import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork } from '../../test/airworks';

// "City or postal code" is a place with a radius around it (issue 46): "Brampton" finds the job
// 14 km away in Mississauga, a postal code finds its area, and a street name is still matched
// as text. On both databases.

let t: TestApp;
let client: Registered;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  const at = async (name: string, place: object, categoriesIds = '1,') => {
    const a = await postAirwork(t, client, {
      title: `Radius job ${name}`,
      categoriesIds,
      ...place,
    });
    ids[name] = a.id;
  };
  await at('mississauga', {
    city: 'Mississauga',
    address: '300 City Centre Dr',
    latitude: 43.589,
    longitude: -79.644,
  });
  await at('downtown', {
    city: 'Toronto',
    address: '100 Queen St W',
    latitude: 43.6535,
    longitude: -79.3839,
  });
  await at(
    'ottawa',
    {
      city: 'Ottawa',
      address: '111 Wellington St',
      latitude: 45.4236,
      longitude: -75.7009,
    },
    '2,',
  );
});
afterAll(async () => {
  await t.close();
});

async function search(body: SearchTasksRequest): Promise<AirworkPage> {
  const reply = await post(t.app, '/api/tasks/searchTasks', { keywords: 'radius job', ...body });
  expect(reply.status).toBe(200);
  return reply.body.result as AirworkPage;
}
const names = (p: AirworkPage) => {
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return p.data.map((a) => byId.get(a.id)).sort();
};

describe('a searched place', () => {
  it('finds what lies within 25 km of a city, however it is named, and says how far', async () => {
    const brampton = await search({ searchLocation: 'Brampton' });
    expect(names(brampton)).toEqual(['mississauga']);
    expect(brampton.near).toEqual({ name: 'Brampton, Ontario', radiusKm: 25 });
    const km = brampton.data[0]!.distanceKm!;
    expect(km).toBeGreaterThan(10);
    expect(km).toBeLessThan(20);
    // A narrower radius leaves it out; a wider one reaches downtown Toronto too.
    expect(names(await search({ searchLocation: 'Brampton', radiusKm: 10 }))).toEqual([]);
    expect(names(await search({ searchLocation: 'brampton', radiusKm: 50 }))).toEqual([
      'downtown',
      'mississauga',
    ]);
  });

  it('finds a postal code by its area, whole or its first three characters', async () => {
    const byArea = await search({ searchLocation: 'M5H' });
    expect(names(byArea)).toEqual(['downtown', 'mississauga']);
    expect(byArea.near!.name).toMatch(/^M5H — Downtown Toronto/);
    expect(names(await search({ searchLocation: 'm5h 2n2', radiusKm: 10 }))).toEqual(['downtown']);
  });

  it('still matches what no geocoder knows as text (a street), and a province as a province', async () => {
    const street = await search({ searchLocation: '100 Queen St' });
    expect(names(street)).toEqual(['downtown']);
    expect(street.near).toBeUndefined();
    expect(street.data[0]).not.toHaveProperty('distanceKm');
    expect(names(await search({ searchLocation: 'Ontario' }))).toEqual([
      'downtown',
      'mississauga',
      'ottawa',
    ]);
  });

  it('counts right with a category, and refuses a radius not offered', async () => {
    const inOne = await search({ searchLocation: 'Ottawa', categoriesId: [2] });
    expect(names(inOne)).toEqual(['ottawa']);
    expect(inOne.total).toBe(1);
    expect((await search({ searchLocation: 'Ottawa', categoriesId: [1] })).total).toBe(0);
    const bad = await post(t.app, '/api/tasks/searchTasks', {
      searchLocation: 'Ottawa',
      radiusKm: 7,
    });
    expect(bad.status).toBe(400);
  });
});
