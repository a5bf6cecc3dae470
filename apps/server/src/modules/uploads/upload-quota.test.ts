import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/uploads';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser, type Registered } from '../../test/api';
import { PDF } from '../../test/documents';

// Issue 45: one account uploads at most so many bytes a day through /api/utilities/upload
// (message files were up to 25 MB each, without end); another account is not held back.

const HOUR = 60 * 60_000;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const QUOTA = 2_000;

let t: TestApp;
let user: Registered;
let other: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now, rateLimit: { uploadBytesPerDay: QUOTA } });
  user = await registerUser(t.app, { role_id: 2 });
  other = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

/** A PDF of about `bytes` bytes, uploaded as a message's file. */
async function send(who: Registered, bytes: number) {
  const data = Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length), 0x20)]);
  const boundary = '----quota';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/utilities/upload?kind=message',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${who.token}`,
    },
  });
  return { status: res.statusCode, message: res.json<{ message: string }>().message };
}
const keptBy = async (who: Registered) =>
  (await t.db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, who.id)))[0]!.n;

describe('the daily upload quota', () => {
  it('refuses what passes it, keeps nothing of the refused file, and frees up after a day', async () => {
    expect((await send(user, 900)).status).toBe(200);
    expect((await send(user, 900)).status).toBe(200);
    // 1,800 used of 2,000: a file of 900 would pass it, and is not kept.
    const over = await send(user, 900);
    expect(over).toEqual({ status: 429, message: 'upload.quota_exceeded' });
    expect(await keptBy(user)).toBe(2);
    // A small one still fits; then the day is used up, whatever the size.
    expect((await send(user, 150)).status).toBe(200);
    expect(await send(user, 100)).toEqual({ status: 429, message: 'upload.quota_exceeded' });
    expect(await keptBy(user)).toBe(3);
    // Someone else's day is their own.
    expect((await send(other, 900)).status).toBe(200);
    // Twenty-four hours after the first files, they no longer count.
    offset += 25 * HOUR;
    expect((await send(user, 900)).status).toBe(200);
  });
});
