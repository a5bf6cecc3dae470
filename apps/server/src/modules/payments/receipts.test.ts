import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptLink } from '@airwork/shared/payments/receipt.calls';
import type { SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { buildTestApp, memoryTransport, type TestApp } from '../../test/build-test-app';
import { post, registerUser, type Registered } from '../../test/api';
import { heldAirwork, recordResult, verifiedPilot } from '../../test/airworks';
import { pdfText } from '../../test/pdf-text';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';

// Receipts and payout statements (issue 25): who may have which, what they print — the
// amounts captured, each tax by the province's rule, the registrations — in English and in
// Chinese, and the same file each time.

let offset = 0;
const now = () => new Date(Date.now() + offset);

const transport = memoryTransport();
let t: TestApp;
let client: Registered;
let pilot: Registered;
let stranger: Registered;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    now,
    transport,
    env: {
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'chief-password',
      BUSINESS_NAME: 'Airwork Technologies Inc.',
      GST_HST_NUMBER: '123456789 RT0001',
      QST_NUMBER: '1234567890 TQ0001',
    },
  });
  client = await registerUser(t.app, { role_id: 2, first_name: 'Olivia', last_name: 'Tremblay' });
  pilot = await verifiedPilot(t);
  stranger = await registerUser(t.app, { role_id: 2 });
  const login = await post(t.app, '/api/member/login', {
    userName: 'chief',
    userPwd: 'chief-password',
  });
  admin = (login.body.result as { token: string }).token;
});
afterAll(async () => {
  await t.close();
});

const ask = async (
  taskId: number,
  token: string,
  more: Record<string, unknown> = {},
  lang = 'en',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/receipt',
    payload: { taskId, ...more },
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json<{ message: string; result: ReceiptLink }>() };
};
const download = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], pdf: res.rawPayload };
};

/** Held, flown today, delivered and accepted by the client: the money is captured. */
async function acceptedAirwork(changes: Partial<SaveAirworkRequest> = {}, who = client) {
  const a = await heldAirwork(t, who, pilot, changes);
  const day = latestCanadianDay(now());
  await post(t.app, '/api/schedule/add', { tasksId: a.id, schedule: day }, pilot.token);
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  await post(t.app, '/api/tasks/completeOrder', { taskId: a.id, comments: 'Done' }, pilot.token);
  const accepted = await post(t.app, '/api/tasks/acceptOrder', { taskId: a.id }, who.token);
  expect(accepted.status).toBe(200);
  return a;
}

describe('receipts and payout statements', () => {
  it('give the client a receipt with the taxes of Ontario, the same file each time', async () => {
    const a = await acceptedAirwork({ salary: '1130' });
    const link = await ask(a.id, client.token);
    expect(link.status).toBe(200);
    expect(link.body.result.kind).toBe('receipt');
    const first = await download(link.body.result.url);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    const text = await pdfText(first.pdf);
    expect(text).toContain('Receipt');
    expect(text).toContain(`${a.tasksId} — Roof inspection of a downtown office tower`);
    expect(text).toContain('Olivia Tremblay');
    expect(text).toMatch(/Price before tax\s*\$1,000\.00/);
    expect(text).toMatch(/HST 13%\s*\$130\.00/);
    expect(text).toMatch(/Total charged\s*\$1,130\.00/);
    expect(text).toContain('GST/HST registration no. 123456789 RT0001');
    expect(text).not.toContain('QST');
    expect(text).toContain('Airwork Technologies Inc.');
    // The flight day as the reader writes dates, not as stored (issue 46).
    expect(text).toMatch(/Flight day\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
    // Another link, another download: the same document, byte for byte.
    const again = await download((await ask(a.id, client.token)).body.result.url);
    expect(Buffer.compare(again.pdf, first.pdf)).toBe(0);
  });

  it('are made once and kept as issued: a later change of name does not remake them', async () => {
    const a = await acceptedAirwork({ salary: '1130' });
    const issued = await download((await ask(a.id, client.token)).body.result.url);
    expect(await pdfText(issued.pdf)).toContain('Olivia Tremblay');
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, client.id));
    try {
      const later = await download((await ask(a.id, client.token)).body.result.url);
      expect(Buffer.compare(later.pdf, issued.pdf)).toBe(0);
      // The Chinese paper was never asked for: it is made now, from today's facts.
      const zh = await download((await ask(a.id, client.token, {}, 'zh')).body.result.url);
      expect(await pdfText(zh.pdf)).toContain('Renamed Tremblay');
    } finally {
      await t.db.update(users).set({ firstName: 'Olivia' }).where(eq(users.id, client.id));
    }
  });

  // Issue 48: it said "Payout statement … Paid to you" while nothing was paid out. The pilot's
  // paper now says what was earned and is to be paid out; a payout says it was paid.
  it('give the pilot an earnings statement: what the client was charged, less the tax, to be paid out', async () => {
    const a = await acceptedAirwork({ salary: '1130' });
    const link = await ask(a.id, pilot.token);
    expect(link.body.result.kind).toBe('payout');
    const text = await pdfText((await download(link.body.result.url)).pdf);
    expect(text).toContain('Earnings statement');
    expect(text).toMatch(/Charged to the client, taxes included\s*\$1,130\.00/);
    expect(text).toMatch(/Less HST 13%, collected by Airwork\s*−\$130\.00/);
    expect(text).toMatch(/Your share, to be paid out to you\s*\$1,000\.00/);
    expect(text).not.toMatch(/Paid to you|Paid on|Payout statement/);
  });

  it('print GST and QST apart in Quebec, with both registrations', async () => {
    const a = await acceptedAirwork({ salary: '1149.75', city: 'Montréal', province: 'Québec' });
    const text = await pdfText(
      (await download((await ask(a.id, client.token)).body.result.url)).pdf,
    );
    expect(text).toMatch(/Price before tax\s*\$1,000\.00/);
    expect(text).toMatch(/GST 5%\s*\$50\.00/);
    expect(text).toMatch(/QST 9\.975%\s*\$99\.75/);
    expect(text).toMatch(/Total charged\s*\$1,149\.75/);
    expect(text).toContain('QST registration no. 1234567890 TQ0001');
  });

  it('are written in Chinese for a Chinese reader, with the glyphs embedded', async () => {
    const zhClient = await registerUser(t.app, { role_id: 2, first_name: '小明', last_name: '王' });
    const a = await acceptedAirwork({ salary: '1130' }, zhClient);
    const link = await ask(a.id, zhClient.token, {}, 'zh-CN,zh;q=0.9');
    expect(link.body.result.url).toContain('lang=zh');
    const text = await pdfText((await download(link.body.result.url)).pdf);
    expect(text).toContain('收据');
    expect(text).toContain('小明 王');
    expect(text).toMatch(/税前金额\s*CA\$1,000\.00/);
    expect(text).toMatch(/实际扣款合计\s*CA\$1,130\.00/);
  });

  it('are for the two parties and admins only, once the money was captured', async () => {
    const held = await heldAirwork(t, client, pilot);
    const early = await ask(held.id, client.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('receipt.not_captured');

    const a = await acceptedAirwork();
    expect((await ask(a.id, stranger.token)).status).toBe(403);
    // Each side has its own paper; an admin may have either.
    expect((await ask(a.id, client.token, { kind: 'payout' })).status).toBe(403);
    expect((await ask(a.id, pilot.token, { kind: 'receipt' })).status).toBe(403);
    const forAdmin = await ask(a.id, admin, { kind: 'payout' });
    expect(forAdmin.body.result.kind).toBe('payout');

    // A link is good for its own Airwork and kind, for five minutes.
    const url = (await ask(a.id, client.token)).body.result.url;
    expect((await download(url.replace('kind=receipt', 'kind=payout'))).status).toBe(404);
    expect(
      (await download(url.replace(`/receipts/${a.id}?`, `/receipts/${held.id}?`))).status,
    ).toBe(404);
    offset += 6 * 60_000;
    try {
      expect((await download(url)).status).toBe(404);
    } finally {
      offset -= 6 * 60_000;
    }
  });

  it('go with the mails that announce the capture: the receipt to the client, the statement to the pilot', async () => {
    const a = await acceptedAirwork({ salary: '1130' });
    await t.mailer.deliverDue();
    const mailTo = (to: string, subject: string) =>
      transport.sent.find((m) => m.to === to && m.subject === subject);
    const clientMail = mailTo(client.email, `Payment captured for Airwork ${a.tasksId}`);
    expect(clientMail?.attachments?.map((f) => f.filename)).toEqual([
      `airwork-receipt-${a.tasksId}.pdf`,
    ]);
    // The very file the client downloads.
    const downloaded = await download((await ask(a.id, client.token)).body.result.url);
    expect(Buffer.compare(clientMail!.attachments![0]!.content, downloaded.pdf)).toBe(0);
    const pilotMail = transport.sent.find(
      (m) => m.subject === `Earnings statement for Airwork ${a.tasksId}`,
    );
    expect(pilotMail?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(await pdfText(pilotMail!.attachments![0]!.content)).toMatch(
      /Your share, to be paid out to you\s*\$1,000\.00/,
    );
    // Told once each, however the capture came about.
    expect(
      transport.sent.filter((m) => m.subject.includes(a.tasksId) && m.attachments),
    ).toHaveLength(2);
  });

  it('are listed with the money that moved, newest first, with totals per year, for each side', async () => {
    const someone = await registerUser(t.app, { role_id: 2 });
    const first = await acceptedAirwork({ salary: '1130' }, someone);
    const second = await acceptedAirwork(
      { salary: '1149.75', city: 'Montréal', province: 'Québec' },
      someone,
    );
    await heldAirwork(t, someone, pilot); // held, not charged: not listed
    const mine = await post(t.app, '/api/payment/history', { page: 1, size: 10 }, someone.token);
    const history = mine.body.result as {
      total: number;
      years: { year: number; count: number; amount: number; tax: number }[];
      data: { taskId: number; kind: string; amount: number; tax: number }[];
    };
    expect(history.total).toBe(2);
    expect(history.data.map((d) => d.taskId)).toEqual([second.id, first.id]);
    expect(history.data[0]).toMatchObject({ kind: 'receipt', amount: 1149.75, tax: 149.75 });
    expect(history.years).toEqual([
      {
        year: Number(
          new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' }).format(
            now(),
          ),
        ),
        count: 2,
        amount: 2279.75,
        tax: 279.75,
      },
    ]);
    // The pilot's side: what was paid out, before tax.
    const theirs = (await post(t.app, '/api/payment/history', { page: 1, size: 80 }, pilot.token))
      .body.result as { data: { taskId: number; kind: string; amount: number }[] };
    expect(theirs.data.find((d) => d.taskId === first.id)).toMatchObject({
      kind: 'payout',
      amount: 1000,
    });
    expect((await post(t.app, '/api/payment/history', {}, admin)).status).toBe(403);
  });
});
