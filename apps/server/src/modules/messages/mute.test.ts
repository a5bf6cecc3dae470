import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thread, Threads } from '@airwork/shared/messages/message.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

// Issue 45: a pilot who withdrew or was turned down could keep writing to the client, who
// could not stop them. The client mutes a pilot who applied; the hired pilot cannot be muted.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let hired: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  hired = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

const send = (who: Registered, taskId: number, toUserId: number, text: string) =>
  post(t.app, '/api/messages/send', { taskId, toUserId, text }, who.token);
const mute = (who: Registered, taskId: number, withUserId: number, muted: boolean) =>
  post(t.app, '/api/messages/mute', { taskId, withUserId, muted }, who.token);
const threadOf = async (who: Registered, taskId: number, withUserId: number) =>
  (await post(t.app, '/api/messages/thread', { taskId, withUserId }, who.token)).body
    .result as Thread;

describe('muting a pilot', () => {
  it('stops a pilot not hired from writing, note included, until the client unmutes', async () => {
    const { id } = await postAirwork(t, client);
    await post(t.app, '/api/tasks/apply', { taskId: id, note: 'Hello' }, pilot.token);
    await post(t.app, '/api/tasks/withdrawApply', { taskId: id }, pilot.token);
    expect((await send(pilot, id, client.id, 'Still there?')).status).toBe(200);
    expect(await threadOf(client, id, pilot.id)).toMatchObject({ muted: false, mayMute: true });

    // Only the client mutes.
    expect((await mute(pilot, id, client.id, true)).status).toBe(403);
    expect((await mute(client, id, pilot.id, true)).body.result).toEqual({ muted: true });

    const refused = await send(pilot, id, client.id, 'Answer me!');
    expect([refused.status, refused.body.message]).toEqual([409, 'message.read_only']);
    expect(await threadOf(pilot, id, client.id)).toMatchObject({
      readOnly: true,
      readOnlyReason: 'muted',
      mayMute: false,
    });
    expect(await threadOf(client, id, pilot.id)).toMatchObject({
      readOnly: true,
      readOnlyReason: 'muted',
      muted: true,
    });
    const list = (await post(t.app, '/api/messages/threads', {}, pilot.token)).body
      .result as Threads;
    expect(list.data.find((c) => c.taskId === id)?.readOnly).toBe(true);
    // Applying again is a proposal, kept; its note does not reach the muted conversation.
    await post(t.app, '/api/tasks/apply', { taskId: id, note: 'Me again' }, pilot.token);
    const texts = (await threadOf(client, id, pilot.id)).data.map((m) => m.text);
    expect(texts).toEqual(['Hello', 'Still there?']);

    expect((await mute(client, id, pilot.id, false)).body.result).toEqual({ muted: false });
    expect((await send(pilot, id, client.id, 'Thanks')).status).toBe(200);
  });

  it('is not for the hired pilot; hiring a muted pilot lifts it', async () => {
    const { id } = await postAirwork(t, client);
    const applied = (await post(t.app, '/api/tasks/apply', { taskId: id, note: 'Hi' }, hired.token))
      .body.result as { id: number };
    expect((await mute(client, id, hired.id, true)).status).toBe(200);
    await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: applied.id, taskId: id, status: 9 },
      client.token,
    );
    expect((await send(hired, id, client.id, 'When can I fly?')).status).toBe(200);
    expect(await threadOf(client, id, hired.id)).toMatchObject({ muted: false, mayMute: false });
    const refused = await mute(client, id, hired.id, true);
    expect([refused.status, refused.body.message]).toEqual([409, 'message.mute_hired']);
    // A pilot who never wrote has no conversation to mute.
    const other = await postAirwork(t, client);
    expect((await mute(client, other.id, pilot.id, true)).status).toBe(404);
  });
});
