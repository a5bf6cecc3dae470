import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PilotPage } from '@airwork/shared/pilots/admin.schema';
import type { PilotInfo } from '@airwork/shared/pilots/pilot.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { PDF, uploadDocument } from '../../test/documents';

let t: TestApp;
let adminToken: string;
let client: Registered;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' } });
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  adminToken = (login.body.result as { token: string }).token;
  client = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

const admin = (url: string, body: Record<string, unknown>) => post(t.app, url, body, adminToken);
const setState = (userId: number, state: number, reason = '') =>
  admin('/api/admin/setPilotState', { userId, state, reason });

/** A pilot who submitted verification and now waits for a decision. */
async function waitingPilot(firstName = 'Bessie') {
  const pilot = await registerUser(t.app, { role_id: 1, first_name: firstName });
  const id = await uploadDocument(t.app, pilot);
  const certificate = await uploadDocument(t.app, pilot, PDF, 'certificate.pdf');
  const reply = await post(
    t.app,
    '/api/member/pilotProfile',
    {
      userId: pilot.id,
      idFile: id.id,
      certificateType: 1,
      tcrNumber: 'C-42',
      pilotCertificateFile: certificate.id,
      rpasNumber: 'PA-42',
      rpasMake: 'DJI Mini 4 Pro',
      address: '1 Runway Rd',
      postCode: 'V6B 1A1',
    },
    pilot.token,
  );
  expect(reply.body.code).toBe(200);
  return pilot;
}

/** A pilot whose account is `state` (2: registered, never verified). */
async function pilotIn(state: number) {
  if (state === 2) return registerUser(t.app, { role_id: 1 });
  const pilot = await waitingPilot();
  await setState(pilot.id, 1);
  if (state !== 1) await setState(pilot.id, state);
  return pilot;
}

describe('certificate verification', () => {
  it('lists waiting pilots; the admin sees both documents, then approves', async () => {
    const pilot = await waitingPilot('Approvable');
    const list = (await admin('/api/admin/verifyList', { page: 1, size: 80 })).body
      .result as PilotPage;
    expect(list.data.find((r) => r.id === pilot.id)).toMatchObject({ active: 2, verification: 1 });
    const info = (await admin('/api/admin/certificateInfo', { userId: pilot.id })).body
      .result as PilotInfo;
    for (const url of [info.idUrl, info.pilotCertificateUrl]) {
      expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
    }
    expect(info.idDocument?.url).toBe(info.idUrl);
    expect(info.idDocument?.type).toMatch(/^image\/|^application\/pdf$/);
    expect(info.certificateDocument).toMatchObject({ url: info.pilotCertificateUrl });
    const approved = await setState(pilot.id, 1);
    expect(approved.body).toMatchObject({ result: { active: 1, verification: 2 } });
    const after = (await admin('/api/admin/verifyList', { page: 1, size: 80 })).body
      .result as PilotPage;
    expect(after.data.some((r) => r.id === pilot.id)).toBe(false);
    const login = await post(t.app, '/api/member/login', {
      userName: pilot.username,
      userPwd: pilot.password,
    });
    expect(login.body.result).toMatchObject({ active: 1 });
  });

  it('disapproves with a reason the pilot reads; a new certificate puts them back on the list', async () => {
    const pilot = await waitingPilot();
    expect((await setState(pilot.id, 2)).body.message).toBe('admin.reason_need');
    const refused = await setState(pilot.id, 2, 'The certificate scan is unreadable.');
    expect(refused.body.result).toEqual({ active: 2, verification: 3 });
    const mine = await post(t.app, '/api/member/loadPilotInfo', { userId: pilot.id }, pilot.token);
    expect(mine.body.result).toMatchObject({
      verification: 3,
      disapprovalReason: 'The certificate scan is unreadable.',
    });
    const cert = await uploadDocument(t.app, pilot, PDF, 'clear.pdf');
    await post(
      t.app,
      '/api/member/updateCertificate',
      { userId: pilot.id, certificateType: 1, certFileInfos: cert.id },
      pilot.token,
    );
    const list = (await admin('/api/admin/verifyList', { page: 1, size: 80 })).body
      .result as PilotPage;
    expect(list.data.find((r) => r.id === pilot.id)).toMatchObject({ verification: 1 });
  });
});

describe('pilot management', () => {
  it('blocks (ending every session at once), un-blocks, deletes and un-deletes', async () => {
    const pilot = await waitingPilot();
    await setState(pilot.id, 1);
    expect((await setState(pilot.id, 3)).body.result).toMatchObject({ active: 3 });
    const old = await post(t.app, '/api/member/loadPilotInfo', { userId: pilot.id }, pilot.token);
    expect(old.status).toBe(401);
    const login = await post(t.app, '/api/member/login', {
      userName: pilot.username,
      userPwd: pilot.password,
    });
    expect(login.body).toMatchObject({ message: 'common.account_blocked', result: { active: 3 } });
    expect((await setState(pilot.id, 1)).body.result).toMatchObject({ active: 1 });
    const back = await post(t.app, '/api/member/login', {
      userName: pilot.username,
      userPwd: pilot.password,
    });
    expect(back.body.result).toMatchObject({ active: 1 });
    expect(
      (await post(t.app, '/api/member/loadPilotInfo', { userId: pilot.id }, pilot.token)).status,
    ).toBe(401);
    expect((await setState(pilot.id, 4)).body.result).toMatchObject({ active: 4 });
    const deleted = await post(t.app, '/api/member/login', {
      userName: pilot.username,
      userPwd: pilot.password,
    });
    expect(deleted.body.message).toBe('common.account_deleted');
    expect((await setState(pilot.id, 1)).body.result).toMatchObject({ active: 1, verification: 2 });
  });

  it.each([
    ['Un-Block of an active pilot', 1, 1],
    ['Delete of a blocked pilot', 3, 4],
    ['Block of a deleted pilot', 4, 3],
    ['Approve without a waiting certificate', 2, 1],
    ['Disapprove of an active pilot without a waiting certificate', 1, 2],
  ])('refuses %s with 409', async (_name, from, to) => {
    const pilot = await pilotIn(from);
    const reply = await setState(pilot.id, to, 'reason');
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('admin.transition_invalid');
  });

  it('searches pilots by name, a page at a time, and refuses clients and pilots on every admin call', async () => {
    await waitingPilot('Zebulon');
    const found = (await admin('/api/admin/pilotList', { page: 1, size: 10, keywords: 'zebul' }))
      .body.result as PilotPage;
    expect(found.data.map((r) => r.first_name)).toEqual(['Zebulon']);
    expect(found.data[0]).toMatchObject({ active: 2, verification: 1 });
    expect(found.data[0]?.user_numbers).toMatch(/^\S+$/);
    const pilot = await registerUser(t.app, { role_id: 1 });
    for (const url of [
      '/api/admin/pilotList',
      '/api/admin/verifyList',
      '/api/admin/certificateInfo',
      '/api/admin/setPilotState',
    ]) {
      const body = { page: 1, size: 10, userId: pilot.id, state: 3 };
      expect((await post(t.app, url, body, client.token)).status).toBe(403);
      expect((await post(t.app, url, body, pilot.token)).status).toBe(403);
      expect((await post(t.app, url, body)).status).toBe(401);
    }
    expect((await setState(client.id, 3)).status).toBe(404);
  });
});
