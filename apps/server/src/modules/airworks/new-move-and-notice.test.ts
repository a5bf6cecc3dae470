import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AIRWORK_GRAPH,
  transitionsOf,
  type AirworkEvent,
  type GraphTransition,
} from '@airwork/shared/airworks/airwork-graph';
import type { AirworkAction } from '@airwork/shared/airworks/airwork-moves';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { NoticeCatalogue, NoticeKind } from '@airwork/shared/notices/notice-kinds';
import { NOTICES_EN } from '@airwork/shared/notices/notices-en';
import { NOTICES_ZH } from '@airwork/shared/notices/notices-zh';
import { noticeLine } from '@airwork/shared/notices/notice-text';
import { createLocalEventHub } from '../../adapters/events/event-hub';
import { airworks } from '../../db/schema/airworks';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/messages';
import type { SessionCaller } from '../../plugins/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';
import { pendingAirwork, verifiedPilot } from '../../test/airworks';
import { createAirworkMoves } from './airwork-lifecycle';
import { NOTICE_HANDLERS, type NoticeHandlers } from '../notices/notice-handlers';
import { testNotices } from '../../test/notices';
import { about } from '../notices/tell';

// Issue 47's promise, held by a test: a new move of the Airwork and the notice it gives need
// the move's entry in the graph, one handler, and the notice's text in each language —
// nothing else. This file is the whole of such a change: a client takes back a hire before
// the money is held ("reopen"), and the pilot is told, in the bell, by mail and live.

/** The graph entry (airwork-graph.ts). */
const REOPEN = {
  action: 'reopen' as AirworkAction,
  from: ['pending'],
  to: 'open',
  by: ['owner'],
  guards: [],
  money: 'none',
  emits: ['reopened' as AirworkEvent],
  says: 'its client takes back the hire before the money is held',
} as const satisfies GraphTransition;

/** The handler (notice-handlers.ts): whom the event tells of what. */
const reopened = ({ airwork: a, note }: { airwork: Parameters<typeof about>[0]; note: string }) => [
  about(
    a,
    a.pilotId,
    'reopened' as NoticeKind,
    { title: a.title, tasksId: a.tasksId, note },
    {
      path: '/Airwork-lobby',
    },
  ),
];

/** The two texts (notices-en.ts, notices-zh.ts). */
const TEXTS = {
  en: {
    line: 'The client took back your hire for “{{title}}”.{{note}}',
    mail: {
      subject: 'Airwork {{tasksId}} is open again',
      more: 'You are no longer hired for it.',
      label: 'Find other Airworks',
    },
  },
  zh: {
    line: '客户撤回了对您执行“{{title}}”的录用。{{note}}',
    mail: {
      subject: '任务 {{tasksId}} 已重新开放',
      more: '您已不再受雇执行此任务。',
      label: '查找其他任务',
    },
  },
};

const withText = (c: NoticeCatalogue, texts: (typeof TEXTS)['en']): NoticeCatalogue => ({
  ...c,
  notices: { ...c.notices, reopened: texts } as NoticeCatalogue['notices'],
});

let t: TestApp;
let client: Registered;
let pilot: Registered;
const heard: { userId: number; event: LiveEvent }[] = [];
const now = new Date('2026-12-07T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
});
afterAll(() => t.close());

/** The product's moves and notices, built as app.ts builds them, plus the three additions. */
function withTheAdditions() {
  const events = createLocalEventHub();
  events.publish = (userId, event) => heard.push({ userId, event });
  const handlers = { ...NOTICE_HANDLERS, reopened } as unknown as NoticeHandlers;
  const catalogues = { en: withText(NOTICES_EN, TEXTS.en), zh: withText(NOTICES_ZH, TEXTS.zh) };
  const notices = testNotices(t, { events, now: () => now, handlers, catalogues });
  const transitions = transitionsOf([...AIRWORK_GRAPH, REOPEN]);
  return {
    moves: createAirworkMoves({
      notices,
      moneyOf: async () => new Map(),
      now: () => now,
      transitions,
    }),
    catalogues,
  };
}

describe('a new move and its notice', () => {
  it('need only the graph entry, one handler and the notice’s two texts', async () => {
    const { moves, catalogues } = withTheAdditions();
    const a = await pendingAirwork(t, client, pilot);
    const by: SessionCaller = {
      sessionId: 0,
      userId: client.id,
      roleId: 2,
      active: 1,
      mfaEnabled: false,
      mfaAt: null,
    };
    heard.length = 0;
    await moves.run({ taskId: a.id, action: 'reopen' as AirworkAction, by }, (_tx, _a, move) =>
      move({ note: 'Plans changed', patch: { pilotId: null } }),
    );

    // The move: checked against the graph, made, recorded.
    const [row] = await t.db.select().from(airworks).where(eq(airworks.id, a.id));
    expect(row?.status).toBe(1);
    // The bell: the pilot's notice, read in either language from its texts.
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pilot.id),
          eq(notifications.airworkId, a.id),
          eq(notifications.kind, 'reopened'),
        ),
      );
    expect(notice?.params).toMatchObject({ title: row?.title, note: 'Plans changed' });
    const facts = notice!.params as Record<string, string>;
    expect(noticeLine('en', 'reopened' as NoticeKind, facts, catalogues.en)).toBe(
      `The client took back your hire for “${row?.title}”. “Plans changed”`,
    );
    expect(noticeLine('zh', 'reopened' as NoticeKind, facts, catalogues.zh)).toContain('撤回');
    // The mail: in the outbox, in the pilot's language, opening the page the handler named.
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, pilot.email),
          eq(mailOutbox.subject, `Airwork ${a.tasksId} is open again`),
        ),
      );
    expect(mail?.textBody).toContain('You are no longer hired for it.');
    expect(mail?.textBody).toContain('http://localhost/#/Airwork-lobby');
    // Live: both sides' open tabs, once it committed; the pilot's notice came with it.
    expect(heard.map((h) => [h.userId, h.event.type])).toEqual([
      [client.id, 'airwork'],
      [pilot.id, 'airwork'],
    ]);
  });
});
