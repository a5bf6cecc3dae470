import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@airwork/shared/accounts/session.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { subjectsFor } from '../../test/airworks';

// Issue 45: sessions you can see and end — each device, its address, first and last use — and a
// mail to the owner when their account is signed in to from a device never seen on it.

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const MINUTE = 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let user: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now });
  user = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

async function signIn(userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { userName: user.username, userPwd: user.password },
    headers: { 'user-agent': userAgent },
  });
  return res.json<{ result: { token: string } }>().result.token;
}
const sessionsOf = async (token: string) =>
  (await post(t.app, '/api/member/sessions', {}, token)).body.result as Session[];
const end = (token: string, id: number | 'others') =>
  post(t.app, '/api/member/endSession', { id }, token);
const newSignInMails = async () =>
  (await subjectsFor(t, user.email)).filter((s) => s === 'New sign-in to your Airwork account');

describe('signed-in devices', () => {
  it('are listed with device, address and use, the caller’s marked; a new device is mailed', async () => {
    const laptop = await signIn(CHROME_WINDOWS);
    expect(await newSignInMails()).toHaveLength(1);
    // The same device again is nothing new.
    const laptopAgain = await signIn(CHROME_WINDOWS);
    expect(await newSignInMails()).toHaveLength(1);
    offset += 10 * MINUTE;
    const phone = await signIn(FIREFOX_ANDROID);
    expect(await newSignInMails()).toHaveLength(2);

    const listed = await sessionsOf(laptop);
    // Registration's session, two on the laptop, one on the phone.
    expect(listed).toHaveLength(4);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome · Windows']);
    expect(listed.map((s) => s.device).sort()).toEqual(
      ['', 'Chrome · Windows', 'Chrome · Windows', 'Firefox · Android'].sort(),
    );
    // The call just made with the laptop's session is its last use; the phone's not used yet.
    const mine = listed.find((s) => s.current)!;
    expect(mine.lastUsedAt).not.toBeNull();
    expect(listed.find((s) => s.device === 'Firefox · Android')!.lastUsedAt).toBeNull();
    expect(mine.ip).toBe('127.0.0.1');
    expect(listed[0]!.current).toBe(true);

    // Ending the phone's session from the laptop stops the phone at once.
    const phoneId = listed.find((s) => s.device === 'Firefox · Android')!.id;
    expect((await end(laptop, phoneId)).body.result).toEqual({ ended: 1 });
    expect((await post(t.app, '/api/member/sessions', {}, phone)).status).toBe(401);
    expect((await end(laptop, phoneId)).status).toBe(404);

    // Every other session, and only those.
    expect((await end(laptop, 'others')).body.result).toEqual({ ended: 2 });
    expect((await post(t.app, '/api/member/sessions', {}, laptopAgain)).status).toBe(401);
    expect((await post(t.app, '/api/member/sessions', {}, user.token)).status).toBe(401);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it('belong to their owner: another user’s session is not found, nor ended', async () => {
    const stranger = await registerUser(t.app, { role_id: 2 });
    const mine = await signIn(CHROME_WINDOWS);
    const [theirs] = await sessionsOf(stranger.token);
    const refused = await end(mine, theirs!.id);
    expect([refused.status, refused.body.message]).toEqual([404, 'session.not_found']);
    expect((await post(t.app, '/api/member/sessions', {}, stranger.token)).status).toBe(200);
    expect((await end(mine, 'x' as never)).status).toBe(400);
  });
});
