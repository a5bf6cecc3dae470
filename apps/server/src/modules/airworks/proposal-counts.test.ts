import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Airwork, AirworkPage } from '@airwork/shared/airworks/airwork.schema';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { postAirwork, verifiedPilot } from '../../test/airworks';

// Issue 46: a client sees how many proposals wait on each open Airwork — on its card in their
// list and on its details — counted as the comparison shows them (a blocked pilot's drop out),
// and nobody else learns the number.

let t: TestApp;
let client: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

const details = async (taskId: number, who: Registered) =>
  (await post(t.app, '/api/tasks/getTaskById', { taskId }, who.token)).body.result as Airwork;
const listed = async (taskId: number) => {
  const page = (
    await post(t.app, '/api/client/lists', { userId: client.id, status: 1 }, client.token)
  ).body.result as AirworkPage;
  return page.data.find((a) => a.id === taskId)!;
};
const compared = async (taskId: number) => {
  const all = (await post(t.app, '/api/tasks/applyInfo', { userId: client.id }, client.token)).body
    .result as { taskId: number }[];
  return all.filter((a) => a.taskId === taskId).length;
};

describe('the proposals waiting on an Airwork', () => {
  it('are counted for its client as the comparison shows them, for no one else', async () => {
    const { id } = await postAirwork(t, client, { title: 'Barn roof survey' });
    expect((await listed(id)).proposals).toBe(0);
    const pilots = [await verifiedPilot(t), await verifiedPilot(t), await verifiedPilot(t)];
    for (const p of pilots) {
      expect((await post(t.app, '/api/tasks/apply', { taskId: id }, p.token)).status).toBe(200);
    }
    expect((await listed(id)).proposals).toBe(3);
    expect((await details(id, client)).proposals).toBe(3);

    // A pilot blocked since applying drops out of the comparison, and of the count.
    await t.db.update(users).set({ active: 3 }).where(eq(users.id, pilots[0]!.id));
    // One withdraws.
    await post(t.app, '/api/tasks/withdrawApply', { taskId: id }, pilots[1]!.token);
    expect(await compared(id)).toBe(1);
    expect((await listed(id)).proposals).toBe(1);
    expect((await details(id, client)).proposals).toBe(1);

    // A pilot, even one who applied, does not learn how many compete.
    expect(await details(id, pilots[2]!)).not.toHaveProperty('proposals');
  });

  it('are not counted once the Airwork has left Open', async () => {
    const { id } = await postAirwork(t, client);
    const pilot = await verifiedPilot(t);
    const applied = await post(t.app, '/api/tasks/apply', { taskId: id }, pilot.token);
    const applicationId = (applied.body.result as { id: number }).id;
    await post(
      t.app,
      '/api/tasks/updateApplyInfo',
      { id: applicationId, taskId: id, status: 9 },
      client.token,
    );
    expect(await details(id, client)).not.toHaveProperty('proposals');
  });
});
