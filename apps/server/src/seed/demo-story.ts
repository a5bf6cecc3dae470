import type { FastifyInstance } from 'fastify';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import type { Db } from '../db/client';
import * as accounts from '../modules/accounts/accounts.repository';
import { forgetSessionsOf } from '../modules/accounts/sessions.repository';
import { backfillSearchTexts, countByClient } from '../modules/airworks/airworks.repository';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoAirwork, type DemoAirwork } from './demo-airworks';
import { demoPhoto, uploadResult } from './demo-files';
import { storyAdmin, verifyPilots } from './demo-pilots';

// The demo is told, not written: every demo Airwork goes through the same calls a client and
// pilots make in the browser (post, propose, approve, hold the money, schedule, fly, upload,
// deliver, accept, rate, withdraw, cancel), on a clock of the story's own that walks from a
// month ago to now. What the product shows of it — statuses, held and charged money, files,
// timelines, notices, mails, receipts, ratings — is then what the real flow leaves behind.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The clock the story's app runs on; the story moves it. */
export interface StoryClock {
  now: () => Date;
  set: (at: Date) => void;
}

export function storyClock(start = new Date()): StoryClock {
  let at = start;
  return { now: () => at, set: (next) => (at = next) };
}

export interface Actor {
  id: number;
  token: string;
}

interface Cast {
  client: Actor;
  pilots: Actor[];
}

export type Call = <T = unknown>(path: string, body: object, who?: Actor) => Promise<T>;

/** A call as the web app makes it; anything but success stops the story, loudly. */
function caller(app: FastifyInstance): Call {
  return async <T>(path: string, body: object, who?: Actor) => {
    const reply = await app.inject({
      method: 'POST',
      url: path,
      payload: body as Record<string, unknown>,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
    const json = reply.json<{ code?: number; message?: string; result?: unknown }>();
    if (reply.statusCode !== 200 || (json.code !== undefined && json.code !== 200)) {
      throw new Error(`demo story: ${path} answered ${reply.statusCode} ${json.message ?? ''}`);
    }
    return json.result as T;
  };
}

/** Whether the story is still to be told: the demo client has posted nothing yet. */
export async function storyDue(db: Db): Promise<boolean> {
  // Demo Airworks seeded before their search texts were derived on insert: findable again.
  await backfillSearchTexts(db);
  const client = await accounts.findAccountIdByUsername(db, DEMO_ACCOUNTS[0].username);
  return client !== undefined && (await countByClient(db, client)) === 0;
}

async function signIn(call: Call, username: string, password: string): Promise<Actor> {
  const r = await call<{ id: number; token: string }>('/api/member/login', {
    userName: username,
    userPwd: password,
    keepLoggedIn: true,
  });
  return { id: r.id, token: r.token };
}

const PROPOSAL_NOTES = [
  'Licensed for advanced operations; I have flown similar sites this season and can deliver within two days of the flight.',
  'I can fly early in the morning for the best light. Insured, with a spare drone on site.',
  'Local to the area, flexible on the day. Raw files and an edited selection included.',
];

interface Story {
  app: FastifyInstance;
  call: Call;
  clock: StoryClock;
  cast: Cast;
  /** The real now: the story never goes past it. */
  end: Date;
}

const at = (s: Story, t: Date) => s.clock.set(t);
const later = (t: Date, ms: number) => new Date(t.getTime() + ms);

/** The pilots' proposals while the Airwork is open; answers the applications' ids. */
async function propose(s: Story, a: DemoAirwork, id: number, from: Date, count: number) {
  const ids: number[] = [];
  for (let k = 0; k < count; k++) {
    const sent = later(from, (2 + k * 3) * HOUR);
    at(s, sent);
    // In whole dollars, as the apply form takes it: a little under, at, or over the asking price.
    const price = Math.round((a.salaryCents / 100) * [0.95, 1, 1.08][k]!);
    const applied = await s.call<{ id: number }>(
      '/api/tasks/apply',
      {
        taskId: id,
        note: PROPOSAL_NOTES[k]!,
        price,
        earliestDate: latestCanadianDay(later(sent, (2 + k) * DAY)),
      },
      s.cast.pilots[k],
    );
    ids.push(applied.id);
  }
  return ids;
}

/** The client approves the demo pilot's application (at `hired`) and, if `hold`, pays. */
async function hire(s: Story, id: number, hired: Date, hold: boolean) {
  const pilot = s.cast.pilots[0]!;
  at(s, later(hired, -20 * HOUR));
  const applied = await s.call<{ id: number }>(
    '/api/tasks/apply',
    { taskId: id, note: PROPOSAL_NOTES[0]! },
    pilot,
  );
  at(s, hired);
  await s.call(
    '/api/tasks/updateApplyInfo',
    { id: applied.id, taskId: id, status: 9 },
    s.cast.client,
  );
  if (!hold) return;
  at(s, later(hired, 10 * 60_000));
  const order = await s.call<{ orderId: string }>(
    '/api/payment/createOrder',
    { taskId: id, part: 1 },
    s.cast.client,
  );
  await s.call(
    '/api/payment/authorizeOrder',
    { taskId: id, part: 1, orderId: order.orderId },
    s.cast.client,
  );
}

/** The pilot sets the flight day (at `when`, for the day of `flight`). */
async function schedule(s: Story, id: number, when: Date, flight: Date) {
  at(s, when);
  await s.call(
    '/api/schedule/add',
    { tasksId: id, schedule: latestCanadianDay(flight) },
    s.cast.pilots[0],
  );
}

/** The flight day comes (the scheduled work starts it), three photos go up, then the results. */
async function flyAndDeliver(s: Story, a: DemoAirwork, id: number, flight: Date) {
  at(s, flight);
  await s.app.runDeliveryJobs();
  const pilot = s.cast.pilots[0]!;
  for (let n = 1; n <= 3; n++) {
    at(s, later(flight, (2 + n * 0.2) * HOUR));
    const name = `DJI_${String(100 + id * 10 + n).padStart(4, '0')}.JPG`;
    await uploadResult(s.app, s.call, pilot, id, name, await demoPhoto(a, n));
  }
  at(s, later(flight, 5 * HOUR));
  await s.call(
    '/api/tasks/completeOrder',
    {
      taskId: id,
      comments:
        'Flown as planned in calm wind. Three overview photos attached; full set on request.',
    },
    pilot,
  );
}

async function accept(s: Story, id: number, when: Date, pilotRates: boolean) {
  const { client } = s.cast;
  const pilot = s.cast.pilots[0]!;
  at(s, when);
  await s.call(
    '/api/tasks/acceptOrder',
    { taskId: id, comments: 'Exactly what we needed.' },
    client,
  );
  at(s, later(when, HOUR));
  await s.call(
    '/api/rating/add',
    {
      taskId: id,
      userId: pilot.id,
      rating: 5,
      comments: 'On time, careful around the tenants, and the photos were sharp. Would hire again.',
    },
    client,
  );
  if (!pilotRates) return;
  at(s, later(when, 5 * HOUR));
  await s.call(
    '/api/rating/add',
    {
      taskId: id,
      userId: client.id,
      rating: 5,
      comments: 'Clear brief, site contact on time, paid promptly.',
    },
    pilot,
  );
}

/** One Airwork's story, from its posting at `posted` to where its chapter leaves it. */
async function tell(s: Story, a: DemoAirwork, posted: Date): Promise<void> {
  at(s, posted);
  const { id } = await s.call<{ id: number }>('/api/tasks/add', a.request, s.cast.client);
  const now = s.end;
  await propose(s, a, id, posted, a.proposals);
  switch (a.chapter) {
    case 'open':
      return;
    case 'withdrawn':
      at(s, later(posted, 3 * DAY));
      await s.call('/api/tasks/remove', { taskId: id, userId: s.cast.client.id }, s.cast.client);
      return;
    case 'approved':
      return hire(s, id, later(now, -DAY), false);
    case 'held':
      return hire(s, id, later(now, -2 * DAY), true);
    case 'scheduled': {
      const hired = later(now, -3 * DAY);
      await hire(s, id, hired, true);
      return schedule(s, id, later(hired, HOUR), later(now, (3 + (id % 5)) * DAY));
    }
    case 'flown': {
      const hired = later(now, -3 * DAY);
      await hire(s, id, hired, true);
      await schedule(s, id, later(hired, HOUR), later(now, -DAY));
      at(s, now);
      await s.app.runDeliveryJobs();
      return;
    }
    case 'delivered': {
      const hired = later(now, -(4 + (id % 3)) * DAY);
      await hire(s, id, hired, true);
      const flight = later(hired, 2 * DAY);
      await schedule(s, id, later(hired, HOUR), flight);
      return flyAndDeliver(s, a, id, flight);
    }
    case 'accepted':
    case 'acceptedRatedByClient': {
      const hired = later(posted, DAY);
      await hire(s, id, hired, true);
      const flight = later(hired, 3 * DAY);
      await schedule(s, id, later(hired, HOUR), flight);
      await flyAndDeliver(s, a, id, flight);
      return accept(s, id, later(flight, DAY), a.chapter === 'accepted');
    }
    case 'cancelled': {
      const hired = later(posted, DAY);
      await hire(s, id, hired, true);
      at(s, later(hired, 2 * DAY));
      await s.call(
        '/api/tasks/cancel',
        { taskId: id, reason: 'The site owner postponed the work to next season.' },
        s.cast.client,
      );
    }
  }
}

/**
 * Tells the demo's story through `app` (built on `clock`, sandbox payments, no rate limits),
 * once: forty Airworks, the oldest posted about five weeks ago. The story's own sign-ins are
 * forgotten after it, so that the demo accounts' first real sign-in is not "a new device".
 */
export async function tellDemoStory(
  app: FastifyInstance,
  db: Db,
  clock: StoryClock,
  options: { count?: number; holds: boolean } = { holds: true },
): Promise<void> {
  const end = new Date();
  const call = caller(app);
  const [client, ...pilots] = await Promise.all(
    DEMO_ACCOUNTS.map((d) => signIn(call, d.username, d.password)),
  );
  const s: Story = { app, call, clock, cast: { client: client!, pilots }, end };
  const count = options.count ?? 40;
  const { admin, end: endAdmin } = await storyAdmin(db, end);
  try {
    // Two days before the first Airwork is posted, the pilots are verified.
    const first = end.getTime() - ((count - 1) * 22 + 8) * HOUR;
    await verifyPilots(app, call, pilots, admin, clock.set, new Date(first - 2 * DAY));
  } finally {
    await endAdmin();
  }
  for (let i = count - 1; i >= 0; i--) {
    const a = demoAirwork(i);
    // Without the sandbox (real PayPal configured) nobody can hold money here: open only.
    if (!options.holds && a.chapter !== 'open' && a.chapter !== 'withdrawn') a.chapter = 'open';
    await tell(s, a, new Date(end.getTime() - (i * 22 + 8) * HOUR));
  }
  for (const actor of [client!, ...pilots]) await forgetSessionsOf(db, actor.id);
}
