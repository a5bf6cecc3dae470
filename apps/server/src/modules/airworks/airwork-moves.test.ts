import { DeliveryOutcome } from '@airwork/shared/delivery/delivery.calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';
import { createLocalEventHub } from '../../adapters/events/event-hub';
import { airworks } from '../../db/schema/airworks';
import { airworkTransitions } from '../../db/schema/hiring';
import { conflict, type AppError } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';
import { pendingAirwork, postAirwork, verifiedPilot } from '../../test/airworks';
import { lockDueToStart } from './airworks.access';
import { testNotices } from '../../test/notices';
import { createAirworkMoves, type AirworkMoves } from './airwork-lifecycle';

// The one way an Airwork moves (issue 47): whoever moves it — a client, a pilot, an admin, the
// clock — goes through AirworkMoves, which checks the graph, writes the move with its records
// in one transaction, and announces it once that committed. These tests drive it directly, as
// every module does; the calls' own tests drive it through the API.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let stranger: Registered;
const heard: { userId: number; event: LiveEvent }[] = [];
let money = new Map<number, PaymentState>();
let moves: AirworkMoves;
const now = new Date('2026-12-06T12:00:00Z');
type Tx = Parameters<typeof lockDueToStart>[0];

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  stranger = await registerUser(t.app, { role_id: 2 });
  const events = createLocalEventHub();
  events.publish = (userId, event) => heard.push({ userId, event });
  const notices = testNotices(t, { events, now: () => now });
  moves = createAirworkMoves({
    notices,
    moneyOf: async () => money,
    now: () => now,
  });
});
afterAll(() => t.close());

const caller = (who: Registered, roleId: number): SessionCaller => ({
  sessionId: 0,
  userId: who.id,
  roleId,
  active: 1,
  mfaEnabled: false,
  mfaAt: null,
});
const asClient = () => caller(client, 2);
const asPilot = () => caller(pilot, 3);

async function row(id: number) {
  const [a] = await t.db.select().from(airworks).where(eq(airworks.id, id));
  return a!;
}
const timeline = (id: number) =>
  t.db
    .select({ action: airworkTransitions.action, actorId: airworkTransitions.actorId })
    .from(airworkTransitions)
    .where(eq(airworkTransitions.airworkId, id))
    .orderBy(asc(airworkTransitions.id));

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: AppError) => ({ status: e.httpStatus, message: e.message }),
  );

describe('AirworkMoves', () => {
  it('moves, records the move in the timeline and tells both parties once it committed', async () => {
    const a = await pendingAirwork(t, client, pilot);
    money = new Map([[a.id, 'held']]);
    heard.length = 0;
    const request = { taskId: a.id, action: 'schedule', by: asPilot() } as const;
    const answer = await moves.run(request, async (_tx, locked, move) => {
      await move({ note: '2026-12-20', patch: { scheduledOn: '2026-12-20' } });
      // Nothing is announced before the commit.
      expect(heard).toEqual([]);
      return locked.status;
    });
    expect(answer).toBe(2);
    expect(await row(a.id)).toMatchObject({ status: 3, scheduledOn: '2026-12-20' });
    expect((await timeline(a.id)).at(-1)).toEqual({ action: 'schedule', actorId: pilot.id });
    expect(heard.map((h) => [h.userId, h.event.type, 'byYou' in h.event && h.event.byYou])).toEqual(
      [
        [client.id, 'airwork', false],
        [pilot.id, 'airwork', true],
      ],
    );
  });

  it('refuses a stranger (403), the wrong moment (409) and a failed guard with the call’s words', async () => {
    const a = await pendingAirwork(t, client, pilot);
    money = new Map();
    const schedule = (by: SessionCaller, refusals = {}) =>
      refusal(
        moves.run({ taskId: a.id, action: 'schedule', by, refusals }, async (_tx, _a, move) =>
          move(),
        ),
      );
    expect(await schedule(caller(stranger, 2))).toMatchObject({ status: 403 });
    // The client may never schedule: not theirs at any moment.
    expect(await schedule(asClient())).toMatchObject({ status: 403 });
    expect(await schedule(asPilot(), { moneyHeld: DeliveryOutcome.notHeld })).toEqual({
      status: 409,
      message: 'schedule.payment_not_held',
    });
    const complete = await refusal(
      moves.run(
        {
          taskId: a.id,
          action: 'complete',
          by: asPilot(),
          wrongMoment: () => ({ status: 409, message: 'not.yet' }),
        },
        async (_tx, _a, move) => move(),
      ),
    );
    expect(complete).toEqual({ status: 409, message: 'not.yet' });
    expect((await row(a.id)).status).toBe(2);
    const missing = refusal(
      moves.run({ taskId: 0, action: 'cancel', by: asClient() }, async () => 1),
    );
    expect(await missing).toMatchObject({ status: 404 });
  });

  it('keeps nothing of a move whose step fails, and announces nothing', async () => {
    const a = await postAirwork(t, client);
    const before = await timeline(a.id);
    heard.length = 0;
    const failed = refusal(
      moves.run({ taskId: a.id, action: 'delete', by: asClient() }, async (_tx, _a, move) => {
        await move();
        throw conflict('later.failure');
      }),
    );
    expect(await failed).toEqual({ status: 409, message: 'later.failure' });
    expect((await row(a.id)).status).toBe(1);
    expect(await timeline(a.id)).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('answers a retry of a move made already without moving again', async () => {
    const a = await postAirwork(t, client);
    const cancel = () =>
      moves.run(
        {
          taskId: a.id,
          action: 'cancel',
          by: asClient(),
          retried: (_tx, locked) => (locked.status === 7 ? 'again' : undefined),
        },
        async (_tx, _a, move) => {
          await move({ note: 'not needed' });
          return 'first';
        },
      );
    expect(await cancel()).toBe('first');
    heard.length = 0;
    expect(await cancel()).toBe('again');
    expect((await timeline(a.id)).filter((e) => e.action === 'cancel')).toHaveLength(1);
    expect(heard).toEqual([]);
  });

  it('moves for the clock only the Airworks it claims, each once', async () => {
    const a = await pendingAirwork(t, client, pilot);
    await t.db
      .update(airworks)
      .set({ status: 3, scheduledOn: '2026-12-01' })
      .where(eq(airworks.id, a.id));
    const due = (tx: Tx) => lockDueToStart(tx, '2026-12-06', 50);
    const started = await moves.runDue('start', due, async (_tx, locked, move) => {
      await move();
      return locked.id;
    });
    expect(started).toContain(a.id);
    expect((await row(a.id)).status).toBe(4);
    expect(await moves.runDue('start', due, async (_tx, locked) => locked.id)).not.toContain(a.id);
  });

  it('posts an Airwork for a client only, as the first entry of its timeline', async () => {
    // A row like a posted one's, written by the caller's insert in the status given.
    const posted = await row((await postAirwork(t, client)).id);
    const like: Partial<typeof posted> = { ...posted };
    delete like.id;
    const insert = async (tx: Tx, status: number) => {
      const tasksId = `AW${String(Date.now()).slice(-8)}`;
      const values = { ...(like as typeof posted), tasksId, status };
      const [made] = await tx.insert(airworks).values(values).returning({ id: airworks.id });
      return made!.id;
    };
    const id = await moves.post(asClient(), insert, async (_tx, made) => made);
    expect((await row(id)).status).toBe(1);
    expect(await timeline(id)).toEqual([{ action: 'create', actorId: client.id }]);
    expect(await refusal(moves.post(asPilot(), insert, async () => 0))).toEqual({
      status: 403,
      message: 'task.clients_only',
    });
  });
});
