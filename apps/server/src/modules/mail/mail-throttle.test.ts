import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { mailOutbox, mailThrottle } from '../../db/schema/mail';
import { notifications } from '../../db/schema/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

// Issue 45: a mail of one kind about one Airwork reaches one person at most once in ten
// minutes, whatever triggers it: later news waits for the end of the ten minutes, the latest
// replacing what waited; the notification list keeps every notice.

const MINUTE = 60_000;

/**
 * Time passing for the outbox, which runs on the wall clock (its leases must not jump with the
 * rules' clock the tests move): what it stored is moved that much into the past.
 */
async function passMinutes(n: number) {
  const back = sql`${n} * interval '1 minute'`;
  await t.db
    .update(mailThrottle)
    .set({ mailedAt: sql`${mailThrottle.mailedAt} - ${back}` })
    .where(eq(mailThrottle.userId, client.id));
  await t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - ${back}` })
    .where(eq(mailOutbox.recipient, client.email));
}

let t: TestApp;
let client: Registered;
let pilot: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp();
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

/** The client's mails of pilots applying to or withdrawing from an Airwork: when each goes. */
const news = async (tasksId: string) => {
  const rows = await t.db
    .select({
      subject: mailOutbox.subject,
      at: mailOutbox.nextAttemptAt,
      text: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, client.email))
    .orderBy(asc(mailOutbox.id));
  return rows
    .filter((r) => r.subject.endsWith(`your Airwork ${tasksId}`))
    .filter((r) => /sent a proposal|withdrew from/.test(r.subject))
    .map((r) => ({
      what: r.subject.includes('proposal') ? 'applied' : 'withdrew',
      // Minutes until it goes; 0: due now (or gone already).
      waits: Math.max(0, Math.round((r.at.getTime() - Date.now()) / MINUTE)),
      text: r.text,
    }));
};

describe('the same news about one Airwork', () => {
  it('is mailed at once, then at most every ten minutes with the latest; every notice is kept', async () => {
    const { id, tasksId } = await postAirwork(t, client);
    for (let i = 0; i < 4; i++) await cycle(id, pilot);
    // Another pilot's application is the same kind of news about the same Airwork.
    await cycle(id, other);
    const mails = await news(tasksId);
    // The first of each goes now; the rest wait ten minutes, as one mail: the latest.
    expect(mails.map(({ what, waits }) => [what, waits])).toEqual([
      ['applied', 0],
      ['withdrew', 0],
      ['applied', 10],
      ['withdrew', 10],
    ]);
    expect(await noticesOf(id, 'applicationReceived')).toBe(5);
    expect(await noticesOf(id, 'applicationWithdrawn')).toBe(5);

    // Other Airworks are other news.
    const second = await postAirwork(t, client);
    await cycle(second.id, pilot);
    expect((await news(second.tasksId)).map((m) => m.waits)).toEqual([0, 0]);

    // The waiting mails go at their time; news after that waits for the next ten minutes.
    await passMinutes(10);
    expect((await news(tasksId)).map((m) => m.waits)).toEqual([0, 0, 0, 0]);
    await t.mailer.deliverDue();
    await cycle(id, pilot);
    expect((await news(tasksId)).map((m) => m.waits)).toEqual([0, 0, 0, 0, 10, 10]);
    // Quiet for longer than that: the next news goes at once.
    await passMinutes(25);
    await cycle(id, pilot);
    expect((await news(tasksId)).map((m) => m.waits)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
