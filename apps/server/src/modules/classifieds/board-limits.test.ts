import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { classifieds } from '../../db/schema/classifieds';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';

// The board takes posts from active accounts only, and not in floods.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { boardPostsPerUser: { max: 3, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

const postAd = (user: Registered, name = 'Rower miejski damski') =>
  t.app.inject({
    method: 'POST',
    url: '/classifieds',
    headers: { authorization: `Bearer ${user.token}` },
    payload: {
      name,
      description: 'Rower w dobrym stanie, nowe opony i hamulce.',
      category: 10,
      voivodeship: 2,
    },
  });

const adsOf = async (user: Registered) =>
  (await t.db.select({ n: count() }).from(classifieds).where(eq(classifieds.userId, user.id)))[0]!
    .n;

describe('posting limits', () => {
  it('refuses a pilot who is not verified yet, and stores nothing', async () => {
    const pilot = await registerUser(t.app, { role_id: 1 });
    const res = await postAd(pilot);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: ['Ogłoszenia mogą dodawać tylko aktywne konta'] });
    expect(await adsOf(pilot)).toBe(0);
  });

  it('stops one user posting in a flood while others still post', async () => {
    const flooder = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await postAd(flooder, `Ogłoszenie nr ${i}`)).statusCode).toBe(201);
    const fourth = await postAd(flooder, 'Ogłoszenie nr 3');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      errors: ['Dodajesz za dużo naraz, spróbuj ponownie za kilka minut'],
    });
    expect(await adsOf(flooder)).toBe(3);
    const other = await registerUser(t.app);
    expect((await postAd(other)).statusCode).toBe(201);
  });
});
