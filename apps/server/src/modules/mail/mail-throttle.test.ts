import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, subjectsFor, verifiedPilot } from '../../test/airworks';

// Issue 45: a mail of one kind about one Airwork reaches one person at most once in ten
// minutes, whatever triggers it; the notification list keeps every notice.

const MINUTE = 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let client: Registered;
let pilot: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  other = await verifiedPilot(t);
  // Optional notices (a withdrawal) are mailed too.
  await post(
    t.app,
    '/api/member/updateNotification',
    { userId: client.id, isNotify: 1, notifyEmail: '' },
    client.token,
  );
});
afterAll(async () => {
  await t.close();
});

const cycle = async (taskId: number, who: Registered) => {
  expect((await post(t.app, '/api/tasks/apply', { taskId }, who.token)).status).toBe(200);
  expect((await post(t.app, '/api/tasks/withdrawApply', { taskId }, who.token)).status).toBe(200);
};
const noticesOf = async (taskId: number, kind: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, client.id),
          eq(notifications.airworkId, taskId),
          eq(notifications.kind, kind),
        ),
      )
  )[0]!.n;

describe('the same news about one Airwork', () => {
  it('is mailed once in ten minutes however often it happens; every notice is kept', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    for (let i = 0; i < 4; i++) await cycle(id, pilot);
    // Another pilot's application is the same kind of news about the same Airwork.
    await cycle(id, other);
    // The client's mails of a pilot applying to or withdrawing from an Airwork.
    const news = async (tasksId: string) =>
      (await subjectsFor(t, client.email)).filter(
        (s) => s.endsWith(`your Airwork ${tasksId}`) && /applied to|withdrew from/.test(s),
      );
    expect(await news(tasksId)).toEqual([
      `A pilot applied to your Airwork ${tasksId}`,
      `A pilot withdrew from your Airwork ${tasksId}`,
    ]);
    expect(await noticesOf(id, 'applicationReceived')).toBe(5);
    expect(await noticesOf(id, 'applicationWithdrawn')).toBe(5);

    // Other Airworks are other news.
    const second = await postAirwork(t, client);
    await cycle(second.id, pilot);
    expect(await news(second.tasksId)).toHaveLength(2);

    // Nine minutes on, still quiet; ten minutes after the last mail, mailed again.
    offset += 9 * MINUTE;
    await cycle(id, pilot);
    expect(await news(tasksId)).toHaveLength(2);
    offset += 2 * MINUTE;
    await cycle(id, pilot);
    expect(await news(tasksId)).toHaveLength(4);
  });
});
