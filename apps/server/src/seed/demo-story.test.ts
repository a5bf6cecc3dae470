import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { airworks } from '../db/schema/airworks';
import { airworkApplications, airworkTransitions, ratings } from '../db/schema/hiring';
import { notifications } from '../db/schema/messages';
import { payments } from '../db/schema/payments';
import { airworkResults } from '../db/schema/results';
import { sessions, users } from '../db/schema/users';
import { post } from '../test/api';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { chapterOf, demoAirwork, type DemoChapter } from './demo-airworks';
import { storyDue } from './demo-story';
import { balanceOf } from '../modules/ledger/ledger.access';
import { checkLedger } from '../modules/payouts/ledger-check';

// The demo tells one true story (issue 46, finding 3): every seeded Airwork is where the real
// flow would have left it — its status, money, files, timeline, ratings, notices and receipts
// agree — because it was made by the product's own calls. This walks all of them.

let demo: TestApp;
const idOf = async (username: string) =>
  (await demo.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  demo = await buildTestApp({ env: { SEED_DEMO: '1' } });
}, 120_000);
afterAll(async () => {
  await demo?.close();
});

interface Seen {
  status: number;
  pilotId: number | null;
  scheduledOn: string | null;
  acceptedAt: Date | null;
  money: string[];
  files: number;
  timeline: { action: string; toStatus: number; createdAt: Date }[];
  rated: number;
  waiting: number;
}

async function seen(id: number): Promise<Seen> {
  const [a] = await demo.db.select().from(airworks).where(eq(airworks.id, id));
  const money = await demo.db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.airworkId, id));
  const [files] = await demo.db
    .select({ n: count() })
    .from(airworkResults)
    .where(eq(airworkResults.airworkId, id));
  const timeline = await demo.db
    .select({
      action: airworkTransitions.action,
      toStatus: airworkTransitions.toStatus,
      createdAt: airworkTransitions.createdAt,
    })
    .from(airworkTransitions)
    .where(eq(airworkTransitions.airworkId, id))
    .orderBy(asc(airworkTransitions.createdAt), asc(airworkTransitions.id));
  const [rated] = await demo.db
    .select({ n: count() })
    .from(ratings)
    .where(eq(ratings.airworkId, id));
  const [waiting] = await demo.db
    .select({ n: count() })
    .from(airworkApplications)
    .where(and(eq(airworkApplications.airworkId, id), eq(airworkApplications.status, 1)));
  return {
    status: a!.status,
    pilotId: a!.pilotId,
    scheduledOn: a!.scheduledOn,
    acceptedAt: a!.acceptedAt,
    money: money.map((m) => m.state),
    files: files!.n,
    timeline: timeline.filter((t) => t.action !== 'readMessages'),
    rated: rated!.n,
    waiting: waiting!.n,
  };
}

/** What each chapter must have left behind, as the real flow leaves it. */
const EXPECTED: Record<
  DemoChapter,
  { status: number; money: string[]; files: boolean; rated: number; actions: string[] }
> = {
  open: { status: 1, money: [], files: false, rated: 0, actions: ['create'] },
  withdrawn: { status: 7, money: [], files: false, rated: 0, actions: ['create', 'delete'] },
  approved: { status: 2, money: [], files: false, rated: 0, actions: ['create', 'approve'] },
  held: { status: 2, money: ['held'], files: false, rated: 0, actions: ['create', 'approve'] },
  scheduled: {
    status: 3,
    money: ['held'],
    files: false,
    rated: 0,
    actions: ['create', 'approve', 'schedule'],
  },
  flown: {
    status: 4,
    money: ['held'],
    files: false,
    rated: 0,
    actions: ['create', 'approve', 'schedule', 'start'],
  },
  delivered: {
    status: 6,
    money: ['held'],
    files: true,
    rated: 0,
    actions: ['create', 'approve', 'schedule', 'start', 'upload', 'complete'],
  },
  accepted: {
    status: 6,
    money: ['captured'],
    files: true,
    rated: 2,
    actions: ['create', 'approve', 'schedule', 'start', 'upload', 'complete', 'accept'],
  },
  acceptedRatedByClient: {
    status: 6,
    money: ['captured'],
    files: true,
    rated: 1,
    actions: ['create', 'approve', 'schedule', 'start', 'upload', 'complete', 'accept'],
  },
  cancelled: {
    status: 7,
    money: ['released'],
    files: false,
    rated: 0,
    actions: ['create', 'approve', 'cancel'],
  },
};

describe('the demo story', () => {
  it('walks every seeded Airwork: status, money, files, timeline and ratings agree', async () => {
    const client = await idOf('demo_client');
    const pilot = await idOf('demo_pilot');
    const rows = await demo.db
      .select({ id: airworks.id, title: airworks.title, createdAt: airworks.createdAt })
      .from(airworks)
      .where(eq(airworks.clientId, client))
      .orderBy(asc(airworks.id));
    expect(rows).toHaveLength(40);
    // Posted oldest first, over about five weeks; the newest is i = 0.
    for (const [k, row] of rows.entries()) {
      const i = rows.length - 1 - k;
      const chapter = chapterOf(i);
      expect(row.title).toBe(demoAirwork(i).request.title);
      const s = await seen(row.id);
      const want = EXPECTED[chapter];
      const where = `${chapter} #${i} (${row.title})`;
      expect(s.status, where).toBe(want.status);
      expect(s.money, where).toEqual(want.money);
      expect(s.files > 0, where).toBe(want.files);
      expect(s.rated, where).toBe(want.rated);
      expect([...new Set(s.timeline.map((t) => t.action))], where).toEqual(want.actions);
      // The status is the last recorded step's; the steps happened in the story's order.
      expect(s.timeline.at(-1)!.toStatus, where).toBe(s.status);
      expect(s.timeline[0]!.createdAt.getTime(), where).toBe(row.createdAt.getTime());
      const hired = !['open', 'withdrawn'].includes(chapter);
      expect(s.pilotId, where).toBe(hired ? pilot : null);
      expect(s.acceptedAt !== null, where).toBe(chapter.startsWith('accepted'));
      expect(s.scheduledOn !== null, where).toBe(
        ['scheduled', 'flown', 'delivered', 'accepted', 'acceptedRatedByClient'].includes(chapter),
      );
      if (chapter === 'open') expect(s.waiting, where).toBe(demoAirwork(i).proposals);
      // Proposals name prices near the asking price (in dollars, as the form sends them).
      const asked = await demo.db
        .select({ price: airworkApplications.priceCents })
        .from(airworkApplications)
        .where(eq(airworkApplications.airworkId, row.id));
      for (const { price } of asked) {
        if (price === null) continue;
        expect(price / demoAirwork(i).salaryCents, where).toBeGreaterThan(0.9);
        expect(price / demoAirwork(i).salaryCents, where).toBeLessThan(1.1);
      }
    }
    const ages = rows.map((r) => Date.now() - r.createdAt.getTime());
    expect(Math.max(...ages)).toBeGreaterThan(30 * 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
  });

  it("answers the client's screens as the real flow would: proposals counted, the delivered one acceptable, receipts for the charged", async () => {
    const login = await post(demo.app, '/api/member/login', {
      userName: DEMO_ACCOUNTS[0].username,
      userPwd: DEMO_ACCOUNTS[0].password,
    });
    const token = (login.body.result as { token: string }).token;
    const client = await idOf('demo_client');
    const open = await post(demo.app, '/api/client/lists', { userId: client, status: 1 }, token);
    const openList = (open.body.result as { data: (Airwork & { proposals?: number })[] }).data;
    expect(openList.some((a) => (a.proposals ?? 0) >= 2)).toBe(true);

    const delivered = await demo.db
      .select({ id: airworks.id })
      .from(airworks)
      .where(and(eq(airworks.clientId, client), eq(airworks.status, AirworkStatus.completed)));
    let accepted = 0;
    for (const { id } of delivered) {
      const receipt = await post(demo.app, '/api/payment/receipt', { taskId: id }, token);
      const [a] = await demo.db.select().from(airworks).where(eq(airworks.id, id));
      if (a!.acceptedAt) {
        accepted += 1;
        expect(receipt.status, `receipt of ${id}`).toBe(200);
      }
    }
    expect(accepted).toBe(2);
    // "Accept" on a delivered Airwork charges the held money, as its button says.
    const awaiting = await demo.db
      .select({ id: airworks.id })
      .from(airworks)
      .innerJoin(payments, eq(payments.airworkId, airworks.id))
      .where(and(eq(airworks.status, AirworkStatus.completed), eq(payments.state, 'held')));
    expect(awaiting.length).toBe(2);
    const accept = await post(
      demo.app,
      '/api/tasks/acceptOrder',
      { taskId: awaiting[0]!.id },
      token,
    );
    expect(accept.status).toBe(200);
    const [charged] = await demo.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.airworkId, awaiting[0]!.id));
    expect(charged!.state).toBe('captured');
  });

  it('tells the demo pilot only what happened, and leaves no sign-in of its own behind', async () => {
    const pilot = await idOf('demo_pilot');
    const notices = await demo.db
      .select({
        kind: notifications.kind,
        taskId: notifications.airworkId,
        at: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, pilot));
    const told = notices.filter((n) => /accept/i.test(n.kind)).map((n) => n.taskId);
    for (const taskId of told) {
      const [a] = await demo.db.select().from(airworks).where(eq(airworks.id, taskId!));
      expect(a!.acceptedAt, `notice of acceptance for ${taskId}`).not.toBeNull();
    }
    expect(told.length).toBeGreaterThanOrEqual(2);
    // Dated when they happened in the story, not all at the moment it was told.
    const days = new Set(notices.map((n) => n.at.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
    for (const d of DEMO_ACCOUNTS) {
      const id = await idOf(d.username);
      const [left] = await demo.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, id));
      // Only the sign-in the test above made.
      expect(left!.n, d.username).toBe(d.username === 'demo_client' ? 1 : 0);
    }
  });

  it('verified its pilots as anyone is: papers sent, an admin approved, a profile a client can read', async () => {
    const [first] = await demo.db
      .select({ at: airworks.createdAt })
      .from(airworks)
      .orderBy(asc(airworks.createdAt))
      .limit(1);
    const login = await post(demo.app, '/api/member/login', {
      userName: DEMO_ACCOUNTS[0].username,
      userPwd: DEMO_ACCOUNTS[0].password,
    });
    const token = (login.body.result as { token: string }).token;
    for (const d of DEMO_ACCOUNTS.slice(1)) {
      const id = await idOf(d.username);
      const [row] = await demo.db.select().from(users).where(eq(users.id, id));
      expect(row!.active, d.username).toBe(1);
      const shown = await post(demo.app, '/api/member/publicProfile', { userId: id }, token);
      const profile = shown.body.result as {
        certificateType: number;
        rpasMake: string;
        homeCity: string;
        verifiedSince: string | null;
        languages: string[];
      };
      expect(profile.certificateType, d.username).toBeGreaterThan(0);
      expect(profile.rpasMake, d.username).not.toBe('');
      expect(profile.homeCity, d.username).toMatch(/, /);
      expect(profile.languages.length, d.username).toBeGreaterThan(0);
      // Verified before the story's first Airwork was posted, by an admin's decision.
      expect(new Date(profile.verifiedSince!).getTime(), d.username).toBeLessThan(
        first!.at.getTime(),
      );
    }
    // The compare screen measures each proposal's pilot to the site.
    const client = await idOf('demo_client');
    const applied = await post(demo.app, '/api/tasks/applyInfo', { userId: client }, token);
    const proposals = applied.body.result as { distanceKm: number | null }[];
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((p) => typeof p.distanceKm === 'number')).toBe(true);
    // The admin's decision, in the story, left none of the admin's sign-ins behind.
    const admins = await demo.db.select({ id: users.id }).from(users).where(eq(users.roleId, 3));
    for (const a of admins) {
      const [left] = await demo.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, a.id));
      expect(left!.n).toBe(0);
    }
  });

  it('fills Home, the lists and the maps: every category, twenty cities, found by keyword', async () => {
    const rows = await demo.db.select().from(airworks);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.flatMap((r) => r.categoryIds)).size).toBe(8);
    const latest = await post(demo.app, '/api/tasks/latestNewTasks', {});
    expect((latest.body.result as Airwork[]).length).toBe(8);
    const roofs = await post(demo.app, '/api/tasks/searchTasks', { keywords: 'roof' });
    expect((roofs.body.result as { total: number }).total).toBeGreaterThan(0);
    // Rows written without search texts (by an earlier seed) get them at the next start.
    await demo.db.update(airworks).set({ searchText: '', placeText: '' }).where(gt(airworks.id, 0));
    await storyDue(demo.db);
    const again = await post(demo.app, '/api/tasks/searchTasks', { keywords: 'roof' });
    expect(again.body.result).toEqual(roofs.body.result);
  });

  it('keeps books that hold: every cent of its money in the ledger, as ledger:check proves', async () => {
    const problems = await checkLedger(demo.db);
    expect(problems).toEqual({ unbalanced: [], held: null, pilots: [], inTransit: [] });
    expect(await balanceOf(demo.db, 'clearing')).toBeGreaterThan(0);
  });

  it('is told once', async () => {
    expect(await storyDue(demo.db)).toBe(false);
  });
});
