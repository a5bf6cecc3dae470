import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import type * as MembersRepository from './members.repository';

// Two users taking the same e-mail or mobile at the same moment both pass the "is it free?"
// check; the unique index decides. The check is made to miss here, as it does for the loser
// of such a race, so the index's answer is what the caller gets.
vi.mock('./members.repository', async (original) => ({
  ...(await original<typeof MembersRepository>()),
  contactTaken: () => Promise.resolve({ email: false, mobile: false }),
}));

let t: TestApp;
let first: Registered;
let second: Registered;
beforeAll(async () => {
  t = await buildTestApp();
  first = await registerUser(t.app, { role_id: 2 });
  second = await registerUser(t.app, { role_id: 1 });
});
afterAll(async () => {
  await t.close();
});

const update = (user: Registered, body: Record<string, unknown>) =>
  post(t.app, '/api/member/updateProfile', { userId: user.id, ...body }, user.token);

describe('profile contacts taken at the same moment', () => {
  it('tells the loser the e-mail or mobile is taken, as the check would have, and changes nothing', async () => {
    const email = `race${Date.now()}@example.com`;
    const client = { firstName: 'Ada', lastName: 'Byron', eMail: email, brief: '' };
    const won = await update(first, { ...client, mobile: '+1 613 555 0101' });
    expect(won.body).toMatchObject({ result: 1, message: 'profile.updated' });

    const pilot = {
      firstName: 'Bea',
      lastName: 'Lost',
      eMail: email,
      documentIdNumber: 'D1',
      address: '1 Sky Rd',
      postCode: 'K1A 0B1',
    };
    const lostEmail = await update(second, pilot);
    expect([lostEmail.status, lostEmail.body.message]).toEqual([400, 'register.email_exists']);

    const other = await registerUser(t.app, { role_id: 2 });
    const lostMobile = await update(other, {
      ...client,
      eMail: `other${Date.now()}@example.com`,
      mobile: '+1 613 555 0101',
    });
    expect([lostMobile.status, lostMobile.body.message]).toEqual([400, 'register.mobile_exists']);
    const unchanged = await post(
      t.app,
      '/api/member/loadClientInfo',
      { userId: other.id },
      other.token,
    );
    expect(unchanged.body.result).toMatchObject({ email: other.email });
  });
});
