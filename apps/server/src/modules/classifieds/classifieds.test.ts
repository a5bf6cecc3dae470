import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classifieds } from '../../db/schema/classifieds';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';

let t: TestApp;
let poster: Registered;
let shy: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  poster = await registerUser(t.app, { mobile: '+48601200300', hideAtAds: 0 });
  shy = await registerUser(t.app, { mobile: '+48601200301', hideAtAds: 1 });
});
afterAll(async () => {
  await t.close();
});

interface Ad {
  _id: string;
  name: string;
  category: number;
  voivodeship: number;
  premium: number;
  user: { username: string };
  createdAt: string;
}

async function addAd(
  user: Registered,
  body: Partial<{
    name: string;
    description: string;
    category: number;
    voivodeship: number;
    premium: number;
  }>,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/classifieds',
    headers: { authorization: `Bearer ${user.token}` },
    payload: {
      name: 'Rower miejski damski',
      description: 'Sprawny rower z koszykiem, trzy biegi, nowe opony.',
      category: 10,
      voivodeship: 7,
      ...body,
    },
  });
  return { status: res.statusCode, body: res.json<{ classified: Ad; errors?: string[] }>() };
}

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/classifieds/?${query}` });
  return {
    status: res.statusCode,
    body: res.json<{ classifieds: Ad[]; numOfPages: number; errors?: string[] }>(),
  };
};

describe('POST /classifieds', () => {
  it('stores an ad as the signed-in user and answers with it', async () => {
    const reply = await addAd(poster, { name: 'Aparat Canon EOS 250D' });
    expect(reply.status).toBe(201);
    expect(reply.body.classified).toMatchObject({
      name: 'Aparat Canon EOS 250D',
      category: 10,
      voivodeship: 7,
      premium: 0,
      user: { username: poster.username },
    });
    expect(reply.body.classified._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses anonymous callers and stores nothing', async () => {
    const before = (await t.db.select().from(classifieds)).length;
    const res = await t.app.inject({ method: 'POST', url: '/classifieds', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Musisz być zalogowany, aby dodać ogłoszenie'] });
    expect((await t.db.select().from(classifieds)).length).toBe(before);
  });

  it('lists every problem of the payload in Polish and stores nothing', async () => {
    const before = (await t.db.select().from(classifieds)).length;
    const reply = await addAd(poster, {
      name: 'ab',
      description: 'krótko',
      category: 13,
      voivodeship: 0,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      'Tytuł musi mieć co najmniej 5 znaków',
      'Opis musi mieć co najmniej 20 znaków',
      'Wybierz kategorię',
      'Wybierz województwo',
    ]);
    expect((await t.db.select().from(classifieds)).length).toBe(before);
  });

  it('ignores a user id in the payload: the ad belongs to the caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/classifieds',
      headers: { authorization: `Bearer ${shy.token}` },
      payload: {
        name: 'Biurko sosnowe',
        description: 'Solidne biurko z szufladami, 120 x 60 cm.',
        category: 4,
        voivodeship: 2,
        userId: poster.id,
      },
    });
    expect(res.json<{ classified: Ad }>().classified.user.username).toBe(shy.username);
  });
});

describe('GET /classifieds/', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) {
      await addAd(poster, { name: `Paging test ${i}`, category: 5, voivodeship: 16 });
    }
  });

  it('filters by name only when the phrase is longer than one character', async () => {
    const one = await search('q=a&category=5');
    expect(one.body.classifieds.length).toBe(10);
    const two = await search('q=Test 1');
    expect(two.body.classifieds.map((c) => c.name).sort()).toEqual([
      'Paging test 1',
      'Paging test 10',
      'Paging test 11',
    ]);
  });

  it('treats % and _ in the phrase as plain characters', async () => {
    expect((await search(`q=${encodeURIComponent('%%')}`)).body.classifieds).toEqual([]);
  });

  it('filters by category and voivodeship, 0 meaning all', async () => {
    const bikes = await search('category=10&voivodeship=7');
    expect(bikes.body.classifieds.every((c) => c.category === 10 && c.voivodeship === 7)).toBe(
      true,
    );
    expect(bikes.body.classifieds.length).toBeGreaterThan(0);
    const all = await search('category=0&voivodeship=0');
    expect(all.body.numOfPages).toBeGreaterThanOrEqual(2);
  });

  it('pages by ten, newest first', async () => {
    const first = await search('category=5&voivodeship=16&page=1');
    const second = await search('category=5&voivodeship=16&page=2');
    expect(first.body.numOfPages).toBe(2);
    expect(first.body.classifieds).toHaveLength(10);
    expect(second.body.classifieds).toHaveLength(2);
    const names = [...first.body.classifieds, ...second.body.classifieds].map((c) => c.name);
    expect(names[0]).toBe('Paging test 11');
    expect(names.at(-1)).toBe('Paging test 0');
    const times = [...first.body.classifieds, ...second.body.classifieds].map((c) =>
      Date.parse(c.createdAt),
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await search('category=5&voivodeship=16&page=3')).body.classifieds).toEqual([]);
  });

  it('puts top-of-page ads first', async () => {
    const top = await addAd(shy, {
      name: 'Wyróżnione ogłoszenie',
      category: 3,
      voivodeship: 9,
      premium: 2,
    });
    await addAd(shy, { name: 'Zwykłe ogłoszenie', category: 3, voivodeship: 9 });
    const list = await search('category=3&voivodeship=9');
    expect(list.body.classifieds[0]!._id).toBe(top.body.classified._id);
  });

  it('rejects an unknown category or voivodeship with the list of errors', async () => {
    const reply = await search('category=13&voivodeship=17');
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(['Nieznana kategoria', 'Nieznane województwo']);
  });
});

describe('GET /classifieds/{id}', () => {
  it("returns the ad with the poster's phone and e-mail", async () => {
    const { body } = await addAd(poster, {});
    const res = await t.app.inject({ method: 'GET', url: `/classifieds/${body.classified._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      classified: { _id: body.classified._id, user: { username: poster.username } },
      userData: { phone: '+48601200300', email: poster.email },
    });
  });

  it('leaves the phone out when the poster chose to hide it on ads', async () => {
    const { body } = await addAd(shy, {});
    const res = await t.app.inject({ method: 'GET', url: `/classifieds/${body.classified._id}` });
    const data = res.json<{ userData: Record<string, string> }>().userData;
    expect(data).toEqual({ email: shy.email });
  });

  it('answers 404 with the spec message for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', "1' OR '1'='1"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/classifieds/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ogłoszenie nie istnieje' });
    }
  });

  it('stores ads in the same database as the accounts', async () => {
    const { body } = await addAd(poster, {});
    const [row] = await t.db
      .select()
      .from(classifieds)
      .where(eq(classifieds.id, body.classified._id));
    expect(row?.userId).toBe(poster.id);
  });
});

describe('GET /classifieds/mine', () => {
  it("lists only the caller's own ads and needs a session", async () => {
    const owner = await registerUser(t.app);
    await addAd(owner, { name: 'Moje pierwsze ogłoszenie' });
    await addAd(owner, { name: 'Moje drugie ogłoszenie' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/classifieds/mine',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const list = res.json<{ classifieds: Ad[]; numOfPages: number }>();
    expect(list.classifieds.map((c) => c.name)).toEqual([
      'Moje drugie ogłoszenie',
      'Moje pierwsze ogłoszenie',
    ]);
    expect(list.numOfPages).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/classifieds/mine' })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('seeds a few dozen ads by the demo accounts when SEED_DEMO is on, once', async () => {
    const demo = await buildTestApp({ env: { SEED_DEMO: '1' } });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/classifieds/' });
      const list = res.json<{ classifieds: Ad[]; numOfPages: number }>();
      expect(list.numOfPages).toBeGreaterThanOrEqual(3);
      expect(new Set(list.classifieds.map((c) => c.user.username))).toEqual(
        new Set(['demo_client', 'demo_pilot']),
      );
    } finally {
      await demo.close();
    }
  });
});
