import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listen, until } from '../../test/live-events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

// A message reaches every open tab of both people at once — on another instance too, through
// Redis (CI sets TEST_REDIS_URL when one answers; without it the in-process hub runs) — and
// the unread digest goes out once however many instances run the scheduled work.

const redisUrl = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
});

async function started(app: TestApp) {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

async function twoPeople(t: TestApp) {
  const client = await registerUser(t.app, { role_id: 2 });
  const pilot = await verifiedPilot(t);
  const stranger = await verifiedPilot(t);
  const a = await postAirwork(t, client);
  await post(t.app, '/api/tasks/apply', { taskId: a.id }, pilot.token);
  return { client, pilot, stranger, a };
}

describe('messages live', () => {
  it('reach every tab of the recipient and the sender’s other tabs, nobody else', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const base = await started(t);
    const { client, pilot, stranger, a } = await twoPeople(t);
    const pilotTab1 = await listen(pilot, base);
    const pilotTab2 = await listen(pilot, base);
    const clientTab = await listen(client, base);
    const strangerTab = await listen(stranger, base);
    const sent = await post(
      t.app,
      '/api/messages/send',
      { taskId: a.id, toUserId: pilot.id, text: 'Can you fly Monday?' },
      client.token,
    );
    const id = (sent.body.result as { id: number }).id;
    for (const tab of [pilotTab1, pilotTab2]) {
      await until(() => tab.received.some((e) => e.type === 'message'));
      expect(tab.received.find((e) => e.type === 'message')).toEqual({
        type: 'message',
        taskId: a.id,
        title: expect.any(String) as string,
        withUserId: client.id,
        messageId: id,
        byYou: false,
      });
    }
    await until(() => clientTab.received.some((e) => e.type === 'message'));
    expect(clientTab.received.find((e) => e.type === 'message')).toMatchObject({
      withUserId: pilot.id,
      byYou: true,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerTab.received).toEqual([]);
    for (const tab of [pilotTab1, pilotTab2, clientTab, strangerTab]) await tab.close();
  });

  it.runIf(redisUrl)(
    'sent through instance A, heard by a tab on instance B; the digest goes out once',
    async () => {
      const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
      const a = await buildTestApp({ now, env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } });
      apps.push(a);
      const b = await buildTestApp({ now, alongside: a });
      apps.push(b);
      const baseB = await started(b);
      const { client, pilot, a: airwork } = await twoPeople(a);
      await post(
        a.app,
        '/api/member/updateNotification',
        { userId: pilot.id, isNotify: 1, notifyEmail: '' },
        pilot.token,
      );
      const tabOnB = await listen(pilot, baseB);
      // The stream is open once its subscription is: a first event proves it.
      await new Promise((r) => setTimeout(r, 200));
      await post(
        a.app,
        '/api/messages/send',
        { taskId: airwork.id, toUserId: pilot.id, text: 'Through A' },
        client.token,
      );
      await until(() => tabOnB.received.some((e) => e.type === 'message'));
      await tabOnB.close();

      // Both instances run the scheduled work at once: one digest between them.
      offset += 11 * MINUTE;
      const [fromA, fromB] = await Promise.all([a.app.runDeliveryJobs(), b.app.runDeliveryJobs()]);
      expect(fromA.digests + fromB.digests).toBe(1);
      const [again1, again2] = await Promise.all([
        a.app.runDeliveryJobs(),
        b.app.runDeliveryJobs(),
      ]);
      expect(again1.digests + again2.digests).toBe(0);
    },
  );
});
