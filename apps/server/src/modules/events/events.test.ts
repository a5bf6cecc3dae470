import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import { listen as listenAt, until } from '../../test/live-events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, postAirwork, verifiedPilot } from '../../test/airworks';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';

// Live events over a real socket: what a user's open tabs hear, and only theirs.

let t: TestApp;
let base: string;
const listen = (who: Registered, at = base) => listenAt(who, at);
let client: Registered;
let pilot: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  other = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

describe('live events', () => {
  it('needs a session', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('tell the client of an application and both parties of a state change, in every tab, nobody else', async () => {
    const tab1 = await listen(client);
    const tab2 = await listen(client);
    const pilotTab = await listen(pilot);
    const stranger = await listen(other);
    expect(tab1.reply.headers.get('content-type')).toContain('text/event-stream');
    // The stream writes its own head: the security headers must still be on it.
    expect(tab1.reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tab1.reply.headers.get('content-security-policy')).toContain("default-src 'self'");

    const a = await postAirwork(t, client);
    await post(t.app, '/api/tasks/apply', { taskId: a.id }, pilot.token);
    await until(() => tab1.received.length === 1 && tab2.received.length === 1);
    expect(tab1.received[0]).toEqual({
      type: 'application',
      taskId: a.id,
      tasksId: a.tasksId,
      title: 'Roof inspection of a downtown office tower',
    });

    const held = await heldAirwork(t, client, pilot);
    await post(
      t.app,
      '/api/schedule/add',
      { tasksId: held.id, schedule: latestCanadianDay(new Date()) },
      pilot.token,
    );
    await until(() => tab1.received.some((e) => e.type === 'airwork' && e.action === 'schedule'));
    expect(pilotTab.received).toContainEqual(
      expect.objectContaining({ type: 'airwork', taskId: held.id, action: 'schedule', status: 3 }),
    );
    expect(pilotTab.received).toContainEqual(
      expect.objectContaining({ action: 'approve', status: 2 }),
    );
    // Each is told whether the change was their own (their tabs refresh without a toast).
    const scheduled = (tab: { received: LiveEvent[] }) =>
      tab.received.find((e) => e.type === 'airwork' && e.action === 'schedule');
    expect(scheduled(pilotTab)).toMatchObject({ byYou: true });
    expect(scheduled(tab1)).toMatchObject({ byYou: false });
    expect(
      pilotTab.received.find((e) => e.type === 'airwork' && e.action === 'approve'),
    ).toMatchObject({ byYou: false });
    expect(stranger.received).toEqual([]);
    await Promise.all([tab1, tab2, pilotTab, stranger].map((s) => s.close()));
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('live events across instances (Redis)', () => {
  it('reach a tab served by another instance of the server', async () => {
    const prefix = `airwork-test-${Math.random().toString(36).slice(2)}:`;
    const a = await buildTestApp({
      env: { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix },
    });
    const b = await buildTestApp({ restartOf: a });
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const atB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const owner = await registerUser(a.app, { role_id: 2 });
      const flyer = await verifiedPilot(a);
      const tab = await listen(owner, atB);
      const airwork = await postAirwork(a, owner);
      expect(
        (await post(a.app, '/api/tasks/apply', { taskId: airwork.id }, flyer.token)).status,
      ).toBe(200);
      await until(() => tab.received.some((e) => e.type === 'application'));
      await tab.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
