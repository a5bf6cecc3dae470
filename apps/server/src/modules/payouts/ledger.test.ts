import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { pilotShare } from '@airwork/shared/ledger/pilot-share';
import type { LedgerLine } from '@airwork/shared/ledger/ledger-accounts';
import type { ClientPayments, PaymentStatus } from '@airwork/shared/payments/payment.schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, postAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { payments } from '../../db/schema/payments';
import { balanceOf, entriesOf } from '../ledger/ledger.access';
import { checkLedger, ledgerHolds } from './ledger-check';
import { catchUpLedger } from '../payments/payment-ledger';

// The ledger (issue 48): every movement of an Airwork's money — hold, capture (tax, the
// platform's fee, the pilot's share), release, a dispute's split — posts balanced lines in the
// transaction that records it, once; the ledger is never rewritten; and `ledger:check` finds
// it agreeing with the payments, with the fee on and off.

let t: TestApp;
let client: Registered;
let pilot: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'chief-password',
      PLATFORM_FEE_PERCENT: '12.5',
    },
  });
  client = await registerUser(t.app, { role_id: 2 });
  pilot = await verifiedPilot(t);
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: Record<string, unknown>, who: Registered | string) =>
  post(t.app, path, body, typeof who === 'string' ? who : who.token);

/** Held, flown today and delivered: the client may accept, or either side dispute. */
async function delivered(province: string, salary: string) {
  const a = await heldAirwork(t, client, pilot, { province, salary });
  await call('/api/schedule/add', { tasksId: a.id, schedule: latestCanadianDay() }, pilot);
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  const done = await call('/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot);
  expect(done.status).toBe(200);
  return a;
}

const sumOf = (lines: LedgerLine[], account: LedgerLine['account']) =>
  lines.filter((l) => l.account === account).reduce((s, l) => s + l.amountCents, 0);

describe('the ledger', () => {
  it('tells pilots their share after the fee before they apply, as the ledger will post it', async () => {
    const a = await postAirwork(t, client, { salary: '565' });
    const seen = await call('/api/tasks/getTaskById', { taskId: a.id }, pilot);
    // $565 in Ontario: $500 before tax; 12.5 % of it is $62.50: the pilot receives $437.50.
    expect((seen.body.result as { pilotReceives: number }).pilotReceives).toBe(437.5);
    expect(pilotShare(56_500, 'Ontario', 1250).pilotCents).toBe(43_750);
    const config = await post(t.app, '/api/utilities/config', {});
    expect((config.body.result as { feeBasisPoints: number }).feeBasisPoints).toBe(1250);
  });

  it('posts the hold, then the capture split into tax, fee and the pilot’s share', async () => {
    const before = await balanceOf(t.db, 'pilotPayable', pilot.id);
    const a = await delivered('Ontario', '600');
    const [hold] = await entriesOf(t.db, { airworkId: a.id });
    expect(hold).toMatchObject({ kind: 'hold' });
    expect(hold!.lines).toEqual([
      { account: 'providerHold', subjectId: null, amountCents: 60_000 },
      { account: 'clientHold', subjectId: client.id, amountCents: -60_000 },
    ]);

    expect((await call('/api/tasks/acceptOrder', { taskId: a.id }, client)).status).toBe(200);
    const entries = await entriesOf(t.db, { airworkId: a.id });
    expect(entries.map((e) => e.kind)).toEqual(['hold', 'capture']);
    const capture = entries[1]!.lines;
    // $600 in Ontario: $69.03 HST; 12.5 % of $530.97 is $66.37 (66.37125, half up); $464.60.
    const share = pilotShare(60_000, 'Ontario', 1250);
    expect(share).toMatchObject({ taxCents: 6903, feeCents: 6637, pilotCents: 46_460 });
    expect(sumOf(capture, 'clearing')).toBe(60_000);
    expect(sumOf(capture, 'taxHst')).toBe(-6903);
    expect(sumOf(capture, 'platformFee')).toBe(-6637);
    expect(sumOf(capture, 'pilotPayable')).toBe(-46_460);
    expect(sumOf(capture, 'providerHold') + sumOf(capture, 'clientHold')).toBe(0);
    expect(await balanceOf(t.db, 'pilotPayable', pilot.id)).toBe(before - 46_460);
    expect(ledgerHolds(await checkLedger(t.db))).toBe(true);
  });

  it('gives each tax its account: GST and QST in Quebec, GST and PST in British Columbia', async () => {
    for (const [province, accounts] of [
      ['Quebec', ['taxGst', 'taxQst']],
      ['British Columbia', ['taxGst', 'taxPst']],
      ['Alberta', ['taxGst']],
    ] as const) {
      const a = await delivered(province, '1000');
      expect((await call('/api/tasks/acceptOrder', { taskId: a.id }, client)).status).toBe(200);
      const capture = (await entriesOf(t.db, { airworkId: a.id })).at(-1)!.lines;
      const taxed = capture.filter((l) => l.account.startsWith('tax')).map((l) => l.account);
      expect(taxed).toEqual(accounts);
      const share = pilotShare(100_000, province, 1250);
      for (const line of share.taxLines)
        expect(capture.some((l) => l.amountCents === -line.cents)).toBe(true);
    }
    expect(await checkLedger(t.db)).toEqual({
      unbalanced: [],
      held: null,
      pilots: [],
      inTransit: [],
    });
  });

  it('releases the hold on a cancel, and on a dispute’s split takes only the part decided', async () => {
    const cancelled = await heldAirwork(t, client, pilot, { salary: '300' });
    expect(
      (await call('/api/tasks/cancel', { taskId: cancelled.id, reason: 'Plans changed' }, client))
        .status,
    ).toBe(200);
    expect((await entriesOf(t.db, { airworkId: cancelled.id })).map((e) => e.kind)).toEqual([
      'hold',
      'release',
    ]);

    const split = await delivered('Ontario', '1000');
    const opened = await call(
      '/api/disputes/open',
      { taskId: split.id, reason: 'quality', statement: 'Half of it is blurred.' },
      client,
    );
    expect(opened.status).toBe(200);
    const decided = await call(
      '/api/admin/decideDispute',
      { taskId: split.id, outcome: 'split', captureAmount: 600, reason: 'Half usable.' },
      admin,
    );
    expect(decided.status).toBe(200);
    const [, capture] = await entriesOf(t.db, { airworkId: split.id });
    // The whole hold leaves the client's hold; $600 is taken; the other $400 is never taken.
    expect(sumOf(capture!.lines, 'clientHold')).toBe(100_000);
    expect(sumOf(capture!.lines, 'clearing')).toBe(60_000);
    expect(sumOf(capture!.lines, 'pilotPayable')).toBe(
      -pilotShare(60_000, 'Ontario', 1250).pilotCents,
    );
    // Every screen says the same: $600 charged, $400 released — as the ledger does.
    const status = (await call('/api/payment/status', { taskId: split.id }, client)).body
      .result as PaymentStatus;
    expect([status.chargedCents, status.releasedCents]).toEqual([60_000, 40_000]);
    const listed = (await call('/api/payment/clientPayments', { page: 1, size: 80 }, client)).body
      .result as ClientPayments;
    expect(listed.data.find((p) => p.taskId === split.id)).toMatchObject({
      amountCents: 60_000,
      chargedCents: 60_000,
      releasedCents: 40_000,
    });
    expect(listed.data.find((p) => p.taskId === cancelled.id)).toMatchObject({
      chargedCents: 0,
      releasedCents: 30_000,
    });
    expect(ledgerHolds(await checkLedger(t.db))).toBe(true);
  });

  it('is written once: a retried capture posts nothing more, and no line can be changed or deleted', async () => {
    const a = await delivered('Ontario', '200');
    await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    const first = await entriesOf(t.db, { airworkId: a.id });
    await t.app.runDeliveryJobs();
    await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    expect(await entriesOf(t.db, { airworkId: a.id })).toEqual(first);
    await expect(t.db.execute(sql`update ledger_lines set amount_cents = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    expect(await entriesOf(t.db, { airworkId: a.id })).toEqual(first);
  });

  it('catches up payments made before it, and then agrees with them', async () => {
    // A payment from before the ledger: captured, with no entries and its ledger state "none".
    const a = await delivered('Ontario', '400');
    await call('/api/tasks/acceptOrder', { taskId: a.id }, client);
    const [row] = await t.db.select().from(payments).where(eq(payments.airworkId, a.id));
    const copy = {
      ...row!,
      id: undefined,
      orderId: `${row!.orderId}-old`,
      ledgerState: 'none' as const,
    };
    delete copy.id;
    await t.db.insert(payments).values(copy);
    const problems = await checkLedger(t.db);
    expect(ledgerHolds(problems)).toBe(true); // not yet counted: its ledger is behind
    expect(await catchUpLedger(t.db, new Date())).toBe(1);
    expect(await catchUpLedger(t.db, new Date())).toBe(0);
    const after = await entriesOf(t.db, { airworkId: a.id });
    expect(after.map((e) => e.kind)).toEqual(['hold', 'capture', 'hold', 'capture']);
    expect(ledgerHolds(await checkLedger(t.db))).toBe(true);
  });
});
