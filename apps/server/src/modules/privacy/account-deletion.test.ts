import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, postAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { uploadDocument } from '../../test/documents';
import { pdfText } from '../../test/pdf-text';

// Issue 45: deleting one's own account — name, e-mail, phone and documents gone from the
// database and the files, receipts kept as issued; refused while Airworks are under way.

let t: TestApp;
let client: Registered;
let pilot: Registered;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  client = await registerUser(t.app, { role_id: 2, first_name: 'Olivia', last_name: 'Tremblay' });
  pilot = await verifiedPilot(t);
});
afterAll(async () => {
  await t.close();
});

/** Held, flown today, delivered and accepted: the money is captured, there are papers. */
async function acceptedAirwork() {
  const a = await heldAirwork(t, client, pilot, { salary: '1130' });
  await post(
    t.app,
    '/api/schedule/add',
    { tasksId: a.id, schedule: latestCanadianDay() },
    pilot.token,
  );
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  await post(t.app, '/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot.token);
  expect((await post(t.app, '/api/tasks/acceptOrder', { taskId: a.id }, client.token)).status).toBe(
    200,
  );
  return a;
}
const deleteAccount = (who: Registered, body: Record<string, unknown>) =>
  post(t.app, '/api/member/deleteAccount', body, who.token);

describe('deleting one’s account', () => {
  it('is refused while an Airwork is open or under way, and for a wrong password', async () => {
    const open = await postAirwork(t, client, { title: 'Still open: dock survey' });
    const check = await post(t.app, '/api/member/deletionCheck', {}, client.token);
    expect(check.body.result).toEqual({
      blocking: [expect.objectContaining({ taskId: open.id, title: 'Still open: dock survey' })],
    });
    const wrong = await deleteAccount(client, { password: 'not the password' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'account.delete_password_wrong']);
    const blocked = await deleteAccount(client, { password: client.password });
    expect([blocked.status, blocked.body.message]).toEqual([409, 'account.delete_blocked']);
    // The refusal lists what stands in the way, as deletionCheck does.
    expect(blocked.body.result).toEqual(check.body.result);
    await post(t.app, '/api/tasks/remove', { taskId: open.id, userId: client.id }, client.token);
    expect((await post(t.app, '/api/member/deletionCheck', {}, client.token)).body.result).toEqual({
      blocking: [],
    });
  });

  it('erases the person and their files, keeps their receipts as issued', async () => {
    const a = await acceptedAirwork();
    await post(
      t.app,
      '/api/messages/send',
      { taskId: a.id, toUserId: pilot.id, text: 'Thanks for the photos' },
      client.token,
    );
    const photo = await uploadDocument(t.app, client, undefined, 'me.png', 'attachment');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, photo.id));
    const photoFile = path.join(t.config.dataDir, 'files', ...row!.storageKey.split('/'));
    expect(existsSync(photoFile)).toBe(true);
    const before = (await t.db.select().from(users).where(eq(users.id, client.id)))[0]!;

    const done = await deleteAccount(client, { password: client.password });
    expect(done.status).toBe(200);
    expect(done.body.result).toEqual({ receiptsKept: 1, messagesKept: 1 });

    const [after] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(after).toMatchObject({ firstName: '', lastName: '', mobile: null, active: 4 });
    expect(after!.email).not.toBe(before.email);
    expect(after!.erasedAt).not.toBeNull();
    const text = JSON.stringify(after);
    for (const gone of [before.email, before.username, 'Olivia', 'Tremblay', before.mobile!]) {
      expect(text).not.toContain(gone);
    }
    // The photo is gone from the database and the disk; the session ends; no sign-in.
    expect(await t.db.select().from(uploads).where(eq(uploads.id, photo.id))).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    expect((await post(t.app, '/api/member/sessions', {}, client.token)).status).toBe(401);
    const login = await post(t.app, '/api/member/login', {
      userName: client.username,
      userPwd: client.password,
    });
    expect(login.body.result).toBeNull();

    // The receipt stays as it was issued, with the name it was issued to.
    const receipt = path.join(t.config.dataDir, 'files', 'papers', `receipt-${a.id}-en.pdf`);
    expect(await pdfText(await readFile(receipt))).toContain('Olivia Tremblay');
    // The pilot keeps the conversation.
    const thread = await post(
      t.app,
      '/api/messages/thread',
      { taskId: a.id, withUserId: client.id },
      pilot.token,
    );
    expect(JSON.stringify(thread.body.result)).toContain('Thanks for the photos');
  });

  it('cannot be undone by an admin: an erased pilot is not restored', async () => {
    const gone = await verifiedPilot(t);
    expect((await deleteAccount(gone, { password: gone.password })).status).toBe(200);
    const admin = (
      (await post(t.app, '/api/member/login', { userName: 'chief', userPwd: 'chief-password' }))
        .body.result as { token: string }
    ).token;
    const undo = await post(
      t.app,
      '/api/admin/setPilotState',
      { userId: gone.id, state: 1 },
      admin,
    );
    expect(undo.status).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, gone.id));
    expect(row!.active).toBe(4);
  });
});
