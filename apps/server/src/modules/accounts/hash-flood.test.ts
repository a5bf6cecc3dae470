import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setHashLimits } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';

// A flood of a hashing call (a password change: two argon2 runs and a write each) next to a
// call that does not hash (the category list). Compared within the run: the cheap call during
// the flood against itself just before it. Unbounded, the cheap call's median grew about five
// times here; bounded, it stays near its own speed.

let t: TestApp;
let user: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cheapCalls(n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const reply = await post(t.app, '/api/category/get', { languagesId: 1 });
    expect(reply.status).toBe(200);
    times.push(performance.now() - start);
  }
  return times;
}

function flood(n: number) {
  return Promise.all(
    Array.from({ length: n }, () =>
      post(
        t.app,
        '/api/member/changePassword',
        { userId: user.id, oldPassword: user.password, newPassword: user.password },
        user.token,
      ),
    ),
  );
}

describe('bounded password hashing', () => {
  it('answers a flood with 429 or a short wait while calls that do not hash keep their speed', async () => {
    setHashLimits({ running: 1, waiting: 8 });
    await cheapCalls(5);
    const before = median(await cheapCalls(15));
    const flooding = flood(150);
    const during = median(await cheapCalls(15));
    const replies = await flooding;
    const refused = replies.filter((r) => r.status === 429);
    const checked = replies.filter((r) => r.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.body.message).toBe('common.too_many_requests');
    expect(checked.every((r) => r.body.result === 1)).toBe(true);
    expect(refused.length + checked.length).toBe(150);
    expect(during).toBeLessThan(before * 3);
  });
});
