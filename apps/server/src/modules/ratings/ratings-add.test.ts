import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedRating, TaskRatings } from '@airwork/shared/ratings/rating.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { completedAirwork, heldAirwork, subjectsFor, verifiedPilot } from '../../test/airworks';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// Rating after delivery: both sides once, stars and comment required, double-blind.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let client: Registered;
let pilot: Registered;
let stranger: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  stranger = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const rate = (who: Registered, body: Record<string, unknown>) =>
  post(t.app, '/api/rating/add', body, who.token);
const forTask = async (who: Registered, taskId: number) =>
  (await post(t.app, '/api/rating/forTask', { taskId }, who.token)).body.result as TaskRatings;
const pilotInfo = async () => {
  const reply = await post(
    t.app,
    '/api/member/pilotPublicInfo',
    { userId: pilot.id },
    client.token,
  );
  const { totalRating, totalRateCount } = reply.body.result as {
    totalRating: number;
    totalRateCount: number;
  };
  return { totalRating, totalRateCount };
};
const prestige = async () =>
  (await post(t.app, '/api/rating/clientRating', { userId: client.id })).body.result as {
    totalRating: number;
    totalRateCount: number;
  };

describe('rating', () => {
  it('needs stars and a comment, the right people, and delivered results', async () => {
    const held = await heldAirwork(t, client, pilot);
    const early = await rate(client, {
      taskId: held.id,
      userId: pilot.id,
      rating: 5,
      comments: 'Great',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('rating.not_yet');

    const a = await completedAirwork(t, client, pilot, latestCanadianDay(now()));
    const noStars = await rate(client, { taskId: a.id, userId: pilot.id, comments: 'Great' });
    expect(noStars.status).toBe(400);
    expect(noStars.body.message).toBe('rating.choose_a_rate');
    const zero = await rate(client, {
      taskId: a.id,
      userId: pilot.id,
      rating: 0,
      comments: 'Great',
    });
    expect(zero.body.message).toBe('rating.choose_a_rate');
    const noComment = await rate(client, {
      taskId: a.id,
      userId: pilot.id,
      rating: 4,
      comments: '   ',
    });
    expect(noComment.status).toBe(400);
    expect(noComment.body.message).toBe('rating.comments_need');
    expect(
      (await rate(stranger, { taskId: a.id, userId: client.id, rating: 1, comments: 'Bad' }))
        .status,
    ).toBe(403);
    const self = await rate(client, { taskId: a.id, userId: client.id, rating: 5, comments: 'Me' });
    expect(self.body.message).toBe('rating.wrong_user');
    const forged = await rate(client, {
      taskId: a.id,
      userId: pilot.id,
      fromUserId: stranger.id,
      rating: 1,
      comments: 'x',
    });
    expect(forged.status).toBe(403);
    expect(await forTask(client, a.id)).toMatchObject({ given: null, received: null });
    // The page names what is rated and whom, as others see them named (issue 46).
    const about = await forTask(client, a.id);
    expect(about.airwork.tasksId).toBe(a.tasksId);
    expect(about.otherName).toMatch(/^\S+ \S\.$/);
    expect((await forTask(pilot, a.id)).otherName).toMatch(/^\S+ \S\.$/);
  });

  it('hides a rating until the other side rates, then shows both; once per side', async () => {
    const before = await pilotInfo();
    const a = await completedAirwork(t, client, pilot, latestCanadianDay(now()));
    expect(
      (await rate(client, { taskId: a.id, userId: pilot.id, rating: 2, comments: 'Late' })).status,
    ).toBe(200);
    expect(
      (await rate(client, { taskId: a.id, userId: pilot.id, rating: 5, comments: 'Again' })).body
        .message,
    ).toBe('rating.already');
    // Hidden: the pilot cannot read it, and it does not count yet.
    expect(await forTask(pilot, a.id)).toMatchObject({ given: null, received: null });
    expect(await forTask(client, a.id)).toMatchObject({ given: { rating: 2, visible: false } });
    expect(await pilotInfo()).toEqual(before);
    expect(await subjectsFor(t, pilot.email)).not.toContain(
      `You were rated for Airwork ${a.tasksId}`,
    );

    expect(
      (await rate(pilot, { taskId: a.id, userId: client.id, rating: 4, comments: 'Clear brief' }))
        .status,
    ).toBe(200);
    expect(await forTask(pilot, a.id)).toMatchObject({
      given: { rating: 4, comments: 'Clear brief', visible: true },
      received: { rating: 2, comments: 'Late' },
    });
    const after = await pilotInfo();
    expect(after.totalRateCount).toBe(before.totalRateCount + 1);
    const received = await post(t.app, '/api/rating/received', { userId: client.id });
    const { data } = received.body.result as { data: ReceivedRating[] };
    expect(data.find((r) => r.comments === 'Clear brief')).toMatchObject({
      rating: 4,
      from: 'pilot',
    });
  });

  it('shows a lone rating 14 days after the results were delivered', async () => {
    const a = await completedAirwork(t, client, pilot, latestCanadianDay(now()));
    const before = await prestige();
    expect(
      (await rate(pilot, { taskId: a.id, userId: client.id, rating: 5, comments: 'Paid fast' }))
        .status,
    ).toBe(200);
    expect(await prestige()).toEqual(before);
    // And a lone rating of the pilot, on another Airwork: the pilot's page waits as well.
    const b = await completedAirwork(t, client, pilot, latestCanadianDay(now()));
    const pilotBefore = await pilotInfo();
    expect(
      (await rate(client, { taskId: b.id, userId: pilot.id, rating: 3, comments: 'Fine' })).status,
    ).toBe(200);
    expect(await pilotInfo()).toEqual(pilotBefore);
    offset = 14 * DAY + 60_000;
    try {
      expect((await prestige()).totalRateCount).toBe(before.totalRateCount + 1);
      expect((await pilotInfo()).totalRateCount).toBe(pilotBefore.totalRateCount + 1);
      expect(await forTask(client, a.id)).toMatchObject({
        received: { rating: 5, comments: 'Paid fast' },
      });
    } finally {
      offset = 0;
    }
  });

  it("takes the spec's payload without taskId: the latest delivered Airwork the two share", async () => {
    const buyer = await registerUser(t.app, { role_id: 2 });
    const flyer = await verifiedPilot(t);
    const first = await completedAirwork(t, buyer, flyer, latestCanadianDay(now()));
    const second = await completedAirwork(t, buyer, flyer, latestCanadianDay(now()));
    const spec = { id: 0, userId: flyer.id, fromUserId: buyer.id, rating: 4, comments: 'On time' };
    expect((await rate(buyer, spec)).status).toBe(200);
    expect(await forTask(buyer, second.id)).toMatchObject({ given: { rating: 4 } });
    expect(await forTask(buyer, first.id)).toMatchObject({ given: null });
    expect((await rate(buyer, { ...spec, rating: 5 })).status).toBe(200);
    expect(await forTask(buyer, first.id)).toMatchObject({ given: { rating: 5 } });
    // Both rated: nothing left to rate between them, and a stranger never had anything.
    const none = await rate(buyer, spec);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('rating.nothing_to_rate');
    const unrelated = await rate(buyer, { ...spec, userId: pilot.id });
    expect(unrelated.body.message).toBe('rating.nothing_to_rate');
    // The pilot's side is its own: it still has both to rate.
    const back = { userId: buyer.id, rating: 5, comments: 'Clear brief' };
    expect((await rate(flyer, back)).status).toBe(200);
    expect(await forTask(flyer, second.id)).toMatchObject({ given: { rating: 5 } });
  });
});
