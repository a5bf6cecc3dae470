import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../db/schema/hiring';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

let t: TestApp;
let client: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const clientRating = (userId: number) => post(t.app, '/api/rating/clientRating', { userId });

describe("a client's prestige", () => {
  it('is nothing before any rating', async () => {
    expect((await clientRating(client.id)).body.result).toEqual({
      totalRating: 0,
      totalRateCount: 0,
    });
  });

  it('averages the visible ratings; hidden (double-blind) ones do not count yet', async () => {
    const jobs = await Promise.all([1, 2, 3].map(() => postAirwork(t, client)));
    const past = new Date(Date.now() - 60_000);
    await t.db.insert(ratings).values([
      {
        airworkId: jobs[0]!.id,
        fromUserId: pilot.id,
        toUserId: client.id,
        rating: 5,
        comments: 'Clear brief',
        visibleAt: past,
      },
      {
        airworkId: jobs[1]!.id,
        fromUserId: pilot.id,
        toUserId: client.id,
        rating: 4,
        comments: 'Paid fast',
        visibleAt: past,
      },
      {
        airworkId: jobs[2]!.id,
        fromUserId: pilot.id,
        toUserId: client.id,
        rating: 1,
        comments: 'Not yet shown',
        visibleAt: null,
      },
    ]);
    expect((await clientRating(client.id)).body.result).toEqual({
      totalRating: 4.5,
      totalRateCount: 2,
    });
  });

  it("counts in a pilot's public information the same way", async () => {
    const { id } = await postAirwork(t, client);
    await t.db.insert(ratings).values({
      airworkId: id,
      fromUserId: client.id,
      toUserId: pilot.id,
      rating: 3,
      comments: 'On time',
      visibleAt: new Date(Date.now() - 1000),
    });
    const info = await post(
      t.app,
      '/api/member/pilotPublicInfo',
      { userId: pilot.id },
      client.token,
    );
    expect(info.body.result).toMatchObject({ totalRating: 3, totalRateCount: 1 });
  });
});
