import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Thread, Threads } from '@airwork/shared/messages/message.schema';
import type { Notifications } from '@airwork/shared/notifications/notification.schema';
import type { TimelineEntry } from '@airwork/shared/delivery/delivery.schema';
import { messages } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';
import { PDF, PNG, uploadDocument } from '../../test/documents';

// Conversations between an Airwork's client and the pilots who applied (issue 21): who may
// read and write them, files only for the two parties, unread counts and the notifications.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let rival: Registered;
let strangerPilot: Registered;
let strangerClient: Registered;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' },
    rateLimit: { messagesPerUser: { max: 40, windowMs: 60_000 } },
  });
  client = await registerUser(t.app, { role_id: 2, first_name: 'Clara', last_name: 'Client' });
  pilot = await verifiedPilot(t, { first_name: 'Pat', last_name: 'Pilot' });
  rival = await verifiedPilot(t, { first_name: 'Rae', last_name: 'Rival' });
  strangerPilot = await verifiedPilot(t);
  strangerClient = await registerUser(t.app, { role_id: 2 });
  const admin = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  adminToken = (admin.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const send = (who: Registered | string, body: Record<string, unknown>) =>
  post(t.app, '/api/messages/send', body, typeof who === 'string' ? who : who.token);
const thread = async (who: Registered | string, taskId: number, withUserId: number) => {
  const reply = await post(
    t.app,
    '/api/messages/thread',
    { taskId, withUserId },
    typeof who === 'string' ? who : who.token,
  );
  return reply;
};
const threadOf = async (who: Registered | string, taskId: number, withUserId: number) =>
  (await thread(who, taskId, withUserId)).body.result as Thread;
const threadsOf = async (who: Registered) =>
  (await post(t.app, '/api/messages/threads', {}, who.token)).body.result as Threads;
const notificationsOf = async (who: Registered) =>
  (await post(t.app, '/api/notifications/list', {}, who.token)).body.result as Notifications;

/** An open Airwork of the client that `pilots` applied to. */
async function appliedAirwork(...pilots: Registered[]) {
  const a = await postAirwork(t, client, { title: 'Roof inspection on Queen St' });
  const ids: number[] = [];
  for (const p of pilots) {
    const applied = await post(t.app, '/api/tasks/apply', { taskId: a.id }, p.token);
    ids.push((applied.body.result as { id: number }).id);
  }
  return { ...a, applicationIds: ids };
}

async function approve(a: { id: number; applicationIds: number[] }, index = 0) {
  const decided = await post(
    t.app,
    '/api/tasks/updateApplyInfo',
    { id: a.applicationIds[index], taskId: a.id, status: 9 },
    client.token,
  );
  expect(decided.status).toBe(200);
}

describe('a conversation between a client and an applicant', () => {
  it('opens when the pilot applies: questions and answers, unread counts and read marks', async () => {
    const a = await appliedAirwork(pilot);
    const asked = await send(client, {
      taskId: a.id,
      toUserId: pilot.id,
      text: 'Roof access can be arranged with the building super.\nWhen could you fly?',
    });
    expect(asked.status).toBe(200);
    expect(typeof (asked.body.result as { id: unknown }).id).toBe('number');

    const seen = await threadsOf(pilot);
    const mine = seen.data.find((x) => x.taskId === a.id)!;
    expect(mine).toMatchObject({
      title: 'Roof inspection on Queen St',
      withUserId: client.id,
      withName: 'Clara C.',
      unread: 1,
      readOnly: false,
    });
    expect(mine.lastText).toContain('building super');
    expect(seen.unread).toBeGreaterThanOrEqual(1);

    const pilotView = await threadOf(pilot, a.id, client.id);
    expect(pilotView.data).toHaveLength(1);
    // Kept as written, line break included.
    expect(pilotView.data[0]!.text).toBe(
      'Roof access can be arranged with the building super.\nWhen could you fly?',
    );
    expect(pilotView).toMatchObject({ readOnly: false, contact: null, withName: 'Clara C.' });

    expect(
      (await send(pilot, { taskId: a.id, toUserId: client.id, text: 'Tuesday.' })).status,
    ).toBe(200);
    const read = await post(
      t.app,
      '/api/messages/markRead',
      { taskId: a.id, withUserId: client.id },
      pilot.token,
    );
    expect(read.body.result).toEqual({ read: 1 });
    const after = (await threadsOf(pilot)).data.find((x) => x.taskId === a.id)!;
    expect(after).toMatchObject({ unread: 0, lastText: 'Tuesday.' });
    const clientSide = await threadOf(client, a.id, pilot.id);
    expect(clientSide.data.map((m) => m.text)).toEqual([
      expect.stringContaining('building super'),
      'Tuesday.',
    ]);
    // The client's own message shows when the pilot read it.
    expect(clientSide.data[0]!.readAt).not.toBeNull();
    expect(clientSide.data[1]!.readAt).toBeNull();
  });

  it('tells the recipient in their notifications, one notice per unread conversation', async () => {
    const a = await appliedAirwork(pilot);
    for (const text of ['One', 'Two', 'Three']) {
      await send(client, { taskId: a.id, toUserId: pilot.id, text });
    }
    const notices = (await notificationsOf(pilot)).data.filter(
      (n) => n.kind === 'message' && n.taskId === a.id,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ withUserId: client.id, fromName: 'Clara C.' });
    // Reading the conversation reads its notice.
    await post(
      t.app,
      '/api/messages/markRead',
      { taskId: a.id, withUserId: client.id },
      pilot.token,
    );
    const unread = (await notificationsOf(pilot)).data.filter(
      (n) => n.kind === 'message' && n.taskId === a.id && n.readAt === null,
    );
    expect(unread).toHaveLength(0);
  });

  it('pages back through a long conversation', async () => {
    const a = await appliedAirwork(pilot);
    for (let i = 1; i <= 5; i++) {
      await send(i % 2 ? client : pilot, {
        taskId: a.id,
        toUserId: i % 2 ? pilot.id : client.id,
        text: `m${i}`,
      });
    }
    const last = await post(
      t.app,
      '/api/messages/thread',
      { taskId: a.id, withUserId: pilot.id, size: 2 },
      client.token,
    );
    const page = last.body.result as Thread;
    expect(page.data.map((m) => m.text)).toEqual(['m4', 'm5']);
    expect(page.more).toBe(true);
    const before = await post(
      t.app,
      '/api/messages/thread',
      { taskId: a.id, withUserId: pilot.id, size: 10, beforeId: page.data[0]!.id },
      client.token,
    );
    expect((before.body.result as Thread).data.map((m) => m.text)).toEqual(['m1', 'm2', 'm3']);
    expect((before.body.result as Thread).more).toBe(false);
  });
});

describe('who may read and write', () => {
  it('refuses strangers, and a client naming someone who did not apply', async () => {
    const a = await appliedAirwork(pilot);
    await send(client, { taskId: a.id, toUserId: pilot.id, text: 'Hello' });
    // A pilot who never applied, writing to the client or reading.
    expect(
      (await send(strangerPilot, { taskId: a.id, toUserId: client.id, text: 'Hi' })).status,
    ).toBe(403);
    expect((await thread(strangerPilot, a.id, client.id)).status).toBe(403);
    // Another client, whoever they name.
    expect((await thread(strangerClient, a.id, pilot.id)).status).toBe(403);
    expect(
      (await send(strangerClient, { taskId: a.id, toUserId: pilot.id, text: 'Hi' })).status,
    ).toBe(403);
    const notApplied = await send(client, { taskId: a.id, toUserId: strangerPilot.id, text: 'Hi' });
    expect(notApplied.status).toBe(404);
    expect(notApplied.body.message).toBe('message.no_conversation');
    expect(
      (await post(t.app, '/api/messages/thread', { taskId: a.id, withUserId: 1 })).status,
    ).toBe(401);
    // Nothing stranger wrote was stored.
    const stored = await t.db
      .select()
      .from(messages)
      .where(eq(messages.fromUserId, strangerPilot.id));
    expect(stored).toHaveLength(0);
  });

  it('turns the other applicants read-only once a pilot is hired; names and phones show to the two', async () => {
    const a = await appliedAirwork(pilot, rival);
    await send(client, { taskId: a.id, toUserId: rival.id, text: 'Are you insured?' });
    const before = await threadOf(client, a.id, pilot.id);
    expect(before.contact).toBeNull();
    await approve(a, 0);

    const rivalView = await threadOf(rival, a.id, client.id);
    expect(rivalView).toMatchObject({ readOnly: true, readOnlyReason: 'otherPilotHired' });
    expect(rivalView.data.map((m) => m.text)).toEqual(['Are you insured?']);
    const refused = await send(rival, { taskId: a.id, toUserId: client.id, text: 'Yes' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('message.read_only');
    expect(
      (await send(client, { taskId: a.id, toUserId: rival.id, text: 'Never mind' })).status,
    ).toBe(409);
    expect(rivalView.contact).toBeNull();

    const hired = await threadOf(pilot, a.id, client.id);
    expect(hired.readOnly).toBe(false);
    expect(hired.contact).toMatchObject({
      userId: client.id,
      firstName: 'Clara',
      lastName: 'Client',
    });
    expect(hired.contact!.phone).toMatch(/^\+?\d{7,15}$/);
    expect(hired.withName).toBe('Clara Client');
    const clientView = await threadOf(client, a.id, pilot.id);
    expect(clientView.contact).toMatchObject({ firstName: 'Pat', lastName: 'Pilot' });

    // The task's details answer the same contact, to those two only.
    const details = async (who: Registered) =>
      (await post(t.app, '/api/tasks/getTaskById', { taskId: a.id }, who.token)).body.result as {
        contact: unknown;
      };
    expect((await details(pilot)).contact).toMatchObject({
      firstName: 'Clara',
      lastName: 'Client',
    });
    expect((await details(client)).contact).toMatchObject({ firstName: 'Pat', lastName: 'Pilot' });
    expect((await details(rival)).contact ?? null).toBeNull();
    expect((await details(strangerClient)).contact ?? null).toBeNull();
  });

  it('hides the phone of someone who asked to hide it', async () => {
    const shy = await registerUser(t.app, { role_id: 2, hideAtAds: 1 });
    const a = await postAirwork(t, shy);
    const applied = await post(t.app, '/api/tasks/apply', { taskId: a.id }, pilot.token);
    await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: (applied.body.result as { id: number }).id, taskId: a.id, status: 9 },
      shy.token,
    );
    const view = await threadOf(pilot, a.id, shy.id);
    expect(view.contact).toMatchObject({ phone: '' });
  });

  it('lets admins read, never write, and records each reading in the timeline', async () => {
    const a = await appliedAirwork(pilot);
    await send(pilot, { taskId: a.id, toUserId: client.id, text: 'I can fly Monday' });
    const list = await post(t.app, '/api/admin/conversations', { taskId: a.id }, adminToken);
    expect(list.body.result).toEqual([
      expect.objectContaining({ pilotId: pilot.id, pilotName: 'Pat P.', count: 1 }),
    ]);
    const read = await threadOf(adminToken, a.id, pilot.id);
    expect(read).toMatchObject({ readOnly: true, contact: null });
    expect(read.data.map((m) => m.text)).toEqual(['I can fly Monday']);
    expect(
      (await send(adminToken, { taskId: a.id, toUserId: pilot.id, text: 'hello' })).status,
    ).toBe(403);
    const timeline = await post(t.app, '/api/tasks/timeline', { taskId: a.id }, client.token);
    await threadOf(adminToken, a.id, pilot.id); // the screen refreshed: the same sitting
    const entries = timeline.body.result as TimelineEntry[];
    expect(entries.some((e) => e.action === 'readMessages' && e.actor === 'admin')).toBe(true);
    const again = (await post(t.app, '/api/tasks/timeline', { taskId: a.id }, client.token)).body
      .result as TimelineEntry[];
    expect(again.filter((e) => e.action === 'readMessages')).toHaveLength(1);
    // Not for clients or pilots.
    expect(
      (await post(t.app, '/api/admin/conversations', { taskId: a.id }, client.token)).status,
    ).toBe(403);
  });

  it('takes no message once its Airwork is cancelled; the conversation stays readable', async () => {
    const a = await appliedAirwork(pilot);
    await send(pilot, { taskId: a.id, toUserId: client.id, text: 'Still on?' });
    const removed = await post(
      t.app,
      '/api/tasks/remove',
      { taskId: a.id, userId: client.id },
      client.token,
    );
    expect(removed.status).toBe(200);
    const refused = await send(client, { taskId: a.id, toUserId: pilot.id, text: 'No, sorry' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('message.read_only');
    const view = await threadOf(pilot, a.id, client.id);
    expect(view).toMatchObject({ readOnly: true, readOnlyReason: 'closed' });
    expect(view.data.map((m) => m.text)).toEqual(['Still on?']);
  });

  it('takes no message to or from a blocked account; the conversation stays readable', async () => {
    const blocked = await verifiedPilot(t);
    const a = await appliedAirwork(blocked);
    await send(blocked, { taskId: a.id, toUserId: client.id, text: 'Before' });
    await t.db.update(users).set({ active: 3 }).where(eq(users.id, blocked.id));
    const refused = await send(client, { taskId: a.id, toUserId: blocked.id, text: 'After' });
    expect(refused.status).toBe(409);
    const view = await threadOf(client, a.id, blocked.id);
    expect(view).toMatchObject({ readOnly: true, readOnlyReason: 'accountClosed' });
    expect(view.data.map((m) => m.text)).toEqual(['Before']);
  });
});

describe('what a message may hold', () => {
  it('carries up to five files, served to the two parties by signed links only', async () => {
    const a = await appliedAirwork(pilot);
    const photo = await uploadDocument(t.app, pilot, PNG, 'roof.png', 'message');
    const plan = await uploadDocument(t.app, pilot, PDF, 'plan.pdf', 'message');
    const sent = await send(pilot, {
      taskId: a.id,
      toUserId: client.id,
      text: '',
      attachmentIds: [photo.id, plan.id],
    });
    expect(sent.status).toBe(200);
    const view = await threadOf(client, a.id, pilot.id);
    const files = view.data.at(-1)!.attachments;
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['roof.png', 'image/png'],
      ['plan.pdf', 'application/pdf'],
    ]);
    const download = await t.app.inject({ url: files[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // Never at its address without the signature.
    expect((await t.app.inject({ url: `/api/utilities/files/${photo.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: files[0]!.url.replace(/sig=[^&]+/, 'sig=x') })).statusCode,
    ).not.toBe(200);

    // Someone else's file, a file sent already, a public attachment, six files: refused.
    const othersFile = await uploadDocument(t.app, client, PNG, 'c.png', 'message');
    const publicFile = await uploadDocument(t.app, pilot, PNG, 'p.png', 'attachment');
    for (const attachmentIds of [[othersFile.id], [photo.id], [publicFile.id]]) {
      const refused = await send(pilot, {
        taskId: a.id,
        toUserId: client.id,
        text: 'x',
        attachmentIds,
      });
      expect(refused.status, JSON.stringify(attachmentIds)).toBe(400);
      expect(refused.body.message).toBe('message.attachment_unknown');
    }
    const six = await Promise.all(
      Array.from({ length: 6 }, () => uploadDocument(t.app, pilot, PNG, 'x.png', 'message')),
    );
    const tooMany = await send(pilot, {
      taskId: a.id,
      toUserId: client.id,
      text: 'x',
      attachmentIds: six.map((f) => f.id),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('message.too_many_files');
  });

  it('refuses an empty message, a NUL and more than 4,000 characters, storing nothing', async () => {
    const a = await appliedAirwork(pilot);
    const cases: [string, string][] = [
      ['', 'message.empty'],
      ['   ', 'message.empty'],
      ['hi\u0000there', 'common.invalid_characters'],
      ['x'.repeat(4001), 'common.too_long'],
    ];
    for (const [text, message] of cases) {
      const refused = await send(client, { taskId: a.id, toUserId: pilot.id, text });
      expect(refused.status, JSON.stringify(text).slice(0, 20)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await threadOf(client, a.id, pilot.id)).data).toHaveLength(0);
    expect(
      (await send(client, { taskId: a.id, toUserId: pilot.id, text: 'x'.repeat(4000) })).status,
    ).toBe(200);
  });

  it('stops a flood of messages from one user', async () => {
    const flood = await buildTestApp({
      rateLimit: { messagesPerUser: { max: 3, windowMs: 60_000 } },
    });
    try {
      const c = await registerUser(flood.app, { role_id: 2 });
      const p = await verifiedPilot(flood);
      const a = await postAirwork(flood, c);
      await post(flood.app, '/api/tasks/apply', { taskId: a.id }, p.token);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await post(
          flood.app,
          '/api/messages/send',
          { taskId: a.id, toUserId: p.id, text: `spam ${i}` },
          c.token,
        );
        statuses.push(r.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await flood.close();
    }
  });
});
