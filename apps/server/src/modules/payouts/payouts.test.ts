import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { Payout, PayoutBalance } from '@airwork/shared/payouts/payout.calls';
import {
  createSandboxPayouts,
  PayoutProviderDown,
  type PayoutProvider,
} from '../../adapters/payouts/payout-provider';
import { payouts } from '../../db/schema/payouts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { balanceOf } from '../ledger/ledger.access';
import { checkLedger, ledgerHolds } from './ledger-check';

// Money reaches the pilot (issue 48): a captured share is pending for seven days, then the
// payout run pays the available balance to the pilot's PayPal e-mail through the sandbox,
// exactly once — paid, refused (the money is available again), unclaimed then returned, sent
// again after the provider was down — and the ledger agrees at every step.

const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

/** The sandbox, down while `down.on` (it answers as PayPal's 5xx would be taken). */
const down = { on: false, sends: 0 };
const sandbox = createSandboxPayouts(now, 60_000);
const provider: PayoutProvider = {
  name: 'sandbox',
  send: async (p) => {
    if (down.on) throw new PayoutProviderDown('503 from the provider');
    down.sends += 1;
    return sandbox.send(p);
  },
  status: (id) => sandbox.status(id),
};

let t: TestApp;
let client: Registered;
beforeAll(async () => {
  t = await buildTestApp({ now, payouts: provider, env: { PLATFORM_FEE_PERCENT: '10' } });
  client = await registerUser(t.app, { role_id: 2 });
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered) =>
  post(t.app, path, body, who.token);
const balanceOfPilot = async (pilot: Registered) =>
  (await call('/api/payouts/balance', {}, pilot)).body.result as PayoutBalance;
const payoutsOf = async (pilot: Registered) =>
  (
    (await call('/api/payouts/list', { page: 1, size: 10 }, pilot)).body.result as {
      data: Payout[];
    }
  ).data;

/** A pilot paid out to `email`, with one accepted Airwork of `salary` in Ontario. */
async function pilotWithShare(email: string, salary = '565') {
  const pilot = await verifiedPilot(t);
  const saved = await call(
    '/api/member/updatePayout',
    { userId: pilot.id, method: 1, email },
    pilot,
  );
  expect(saved.status).toBe(200);
  const a = await heldAirwork(t, client, pilot, { salary });
  await call('/api/schedule/add', { tasksId: a.id, schedule: latestCanadianDay(now()) }, pilot);
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot);
  expect((await call('/api/tasks/acceptOrder', { taskId: a.id }, client)).status).toBe(200);
  return { pilot, share: pilotShare(Math.round(Number(salary) * 100), 'Ontario', 1000).pilotCents };
}

const runPayouts = () => t.app.runDeliveryJobs();
const holds = async () => expect(ledgerHolds(await checkLedger(t.db))).toBe(true);

describe('payouts', () => {
  it('hold a share seven days, then pay it once to the pilot’s PayPal e-mail', async () => {
    const { pilot, share } = await pilotWithShare('pat.pilot@example.com');
    // $565 in Ontario: $500 before tax, 10 % fee: $450 is the pilot's.
    expect(share).toBe(45_000);
    let b = await balanceOfPilot(pilot);
    expect(b).toMatchObject({
      availableCents: 0,
      pendingCents: 45_000,
      inTransitCents: 0,
      paidCents: 0,
      feePercent: 10,
      method: 'paypal',
      receiver: 'pat.pilot@example.com',
    });
    expect(b.nextAvailableOn).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
        new Date(now().getTime() + 7 * DAY),
      ),
    );
    await runPayouts();
    expect(await payoutsOf(pilot)).toEqual([]);

    offset += 8 * DAY;
    expect((await balanceOfPilot(pilot)).availableCents).toBe(45_000);
    await runPayouts();
    const [paid] = await payoutsOf(pilot);
    expect(paid).toMatchObject({ state: 'paid', amountCents: 45_000, method: 'paypal' });
    expect(paid!.reference).toMatch(/^SANDBOX-ITEM-/);
    b = await balanceOfPilot(pilot);
    expect(b).toMatchObject({
      availableCents: 0,
      pendingCents: 0,
      inTransitCents: 0,
      paidCents: 45_000,
    });
    expect(await balanceOf(t.db, 'pilotPayable', pilot.id)).toBe(0);
    // Run again: nothing more is paid.
    await runPayouts();
    expect(await payoutsOf(pilot)).toHaveLength(1);
    await holds();
  });

  it('give a refused payout’s money back to the balance, and an unclaimed one when it returns', async () => {
    const refused = await pilotWithShare('pat+failed@example.com');
    const unclaimed = await pilotWithShare('lee+unclaimed@example.com');
    offset += 8 * DAY;
    await runPayouts();
    expect((await payoutsOf(refused.pilot))[0]).toMatchObject({
      state: 'failed',
      failure: 'RECEIVER_UNREGISTERED',
    });
    expect(await balanceOfPilot(refused.pilot)).toMatchObject({
      availableCents: refused.share,
      inTransitCents: 0,
      paidCents: 0,
    });
    expect((await payoutsOf(unclaimed.pilot))[0]).toMatchObject({ state: 'in_transit' });
    expect(await balanceOfPilot(unclaimed.pilot)).toMatchObject({
      availableCents: 0,
      inTransitCents: unclaimed.share,
    });
    await holds();

    offset += 61_000; // the sandbox gives an unclaimed payout back after a minute
    await runPayouts();
    expect((await payoutsOf(unclaimed.pilot)).map((p) => p.state)).toEqual(['returned']);
    expect(await balanceOfPilot(unclaimed.pilot)).toMatchObject({
      availableCents: unclaimed.share,
      inTransitCents: 0,
    });
    // Neither address is paid again until the pilot changes it; then the next run pays.
    await runPayouts();
    expect(await payoutsOf(refused.pilot)).toHaveLength(1);
    await call(
      '/api/member/updatePayout',
      { userId: refused.pilot.id, method: 1, email: 'pat.fixed@example.com' },
      refused.pilot,
    );
    await runPayouts();
    expect((await payoutsOf(refused.pilot)).map((p) => p.state)).toEqual(['paid', 'failed']);
    await holds();
  });

  it('send again, under the same id, a payout the provider was down for: paid once', async () => {
    const { pilot, share } = await pilotWithShare('kim.pilot@example.com');
    offset += 8 * DAY;
    down.on = true;
    await runPayouts();
    const [waiting] = await payoutsOf(pilot);
    expect(waiting).toMatchObject({ state: 'sending', amountCents: share });
    // Nothing left the balance in the ledger; the pilot sees it as being paid out.
    expect(await balanceOf(t.db, 'pilotPayable', pilot.id)).toBe(-share);
    expect(await balanceOfPilot(pilot)).toMatchObject({ availableCents: 0, inTransitCents: share });
    await holds();

    down.on = false;
    const before = down.sends;
    await runPayouts();
    await runPayouts();
    expect((await payoutsOf(pilot)).map((p) => [p.state, p.id])).toEqual([['paid', waiting!.id]]);
    expect(down.sends - before).toBe(1);
    await holds();
  });

  it('make one payout when two runs meet, none below the minimum or without a PayPal e-mail', async () => {
    const { pilot } = await pilotWithShare('two.runs@example.com');
    const small = await pilotWithShare('small@example.com', '5');
    const noEmail = await verifiedPilot(t);
    offset += 8 * DAY;
    await Promise.all([runPayouts(), runPayouts()]);
    expect(await payoutsOf(pilot)).toHaveLength(1);
    expect(await payoutsOf(small.pilot)).toEqual([]);
    expect((await balanceOfPilot(small.pilot)).availableCents).toBe(small.share);
    expect((await balanceOfPilot(noEmail)).method).toBeNull();
    const rows = await t.db.select().from(payouts).where(eq(payouts.pilotId, pilot.id));
    expect(rows).toHaveLength(1);
    await holds();
  });

  it('are the pilot’s own to read', async () => {
    expect((await call('/api/payouts/balance', {}, client)).status).toBe(403);
    expect((await call('/api/payouts/list', { page: 1, size: 10 }, client)).status).toBe(403);
    expect((await post(t.app, '/api/payouts/balance', {})).status).toBe(401);
  });
});
