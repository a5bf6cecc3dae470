import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Airwork, AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import {
  completedAirwork,
  heldAirwork,
  pendingAirwork,
  postAirwork,
  verifiedPilot,
} from '../../test/airworks';

// Every Airwork reply says what its reader may do now (issue 47): the graph's moves
// (packages/shared/src/airworks/airwork-graph.ts) for who they are to it and where its money
// stands. The screens offer these and decide nothing themselves.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let otherPilot: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  otherPilot = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(() => t.close());

const token = (who: Registered | string | null) =>
  who === null ? undefined : typeof who === 'string' ? who : who.token;

async function seen(id: number, who: Registered | string | null) {
  const reply = await post(t.app, '/api/tasks/getTaskById', { taskId: id }, token(who));
  const a = reply.body.result as Airwork;
  return { state: a.state, actions: a.allowedActions };
}

describe('what an Airwork reply says its reader may do', () => {
  it('gives an open Airwork’s client its moves, and pilots and visitors none', async () => {
    const a = await postAirwork(t, client);
    expect(await seen(a.id, client)).toEqual({
      state: 'open',
      actions: ['edit', 'delete', 'approve', 'cancel'],
    });
    expect(await seen(a.id, pilot)).toEqual({ state: 'open', actions: [] });
    expect(await seen(a.id, null)).toEqual({ state: 'open', actions: [] });
    expect(await seen(a.id, admin)).toEqual({ state: 'open', actions: ['cancel'] });
  });

  it('lets the hired pilot set the flight day once the money is held, not before', async () => {
    const pending = await pendingAirwork(t, client, pilot);
    expect(await seen(pending.id, pilot)).toEqual({ state: 'pending', actions: [] });
    expect(await seen(pending.id, client)).toEqual({ state: 'pending', actions: ['cancel'] });
    const held = await heldAirwork(t, client, pilot);
    expect(await seen(held.id, pilot)).toEqual({ state: 'pending', actions: ['schedule'] });
    expect(await seen(held.id, otherPilot)).toEqual({ state: 'pending', actions: [] });
  });

  it('offers the review and a dispute on delivered results, and nothing once accepted', async () => {
    const a = await completedAirwork(t, client, pilot, latestCanadianDay(new Date()));
    expect(await seen(a.id, client)).toEqual({
      state: 'delivered',
      actions: ['accept', 'reject', 'dispute'],
    });
    expect(await seen(a.id, pilot)).toEqual({ state: 'delivered', actions: ['dispute'] });
    // The client's list says the same as the Airwork's own page.
    const list = await post(
      t.app,
      '/api/client/lists',
      { userId: client.id, status: 6 },
      client.token,
    );
    const row = (list.body.result as AirworkPage).data.find((r) => r.id === a.id);
    expect(row?.allowedActions).toEqual(['accept', 'reject', 'dispute']);

    const accepted = await post(t.app, '/api/tasks/acceptOrder', { taskId: a.id }, client.token);
    expect(accepted.status).toBe(200);
    expect(await seen(a.id, client)).toEqual({ state: 'completed', actions: [] });
    expect(await seen(a.id, pilot)).toEqual({ state: 'completed', actions: [] });
  });
});
