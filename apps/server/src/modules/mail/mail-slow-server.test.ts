import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { createSmtpTransport } from '../../adapters/mail/mail-transport';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpServer, type SmtpSink } from '../../test/smtp-sink';
import { createMailer, smtpTimeoutMs, type Mailer } from './mail.service';

// The outbox against a real SMTP server on loopback that answers one mail slowly: the others
// go out meanwhile, the slow one is retried with the same Message-ID, and two senders sharing
// the outbox (two instances) deliver every mail exactly once.

const logger = pino({ level: 'silent' });
const LEASE_MS = 4_000; // SMTP waits at most 800 ms per step, a send at most 2 s
const RETRY_MS = 1_000;
let t: TestApp;
let smtp: SmtpSink;
const slowUntil = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  // Slow (3 s) for an address until the time set for it, then prompt.
  smtp = await startSmtpServer({
    replyDelayMs: (m) => ((slowUntil.get(m.to) ?? 0) > Date.now() ? 3_000 : 0),
  });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const senderFor = (): Mailer =>
  createMailer({
    db: t.db,
    transport: createSmtpTransport(smtp.url, 'Airwork <no-reply@airwork.test>', {
      timeoutMs: smtpTimeoutMs(LEASE_MS),
    }),
    logger,
    pollMs: 200,
    leaseMs: LEASE_MS,
    retryMs: RETRY_MS,
  });

async function enqueue(addresses: string[]): Promise<void> {
  await t.db.insert(mailOutbox).values(
    addresses.map((to) => ({
      recipient: to,
      subject: `For ${to}`,
      textBody: 'Hi',
      htmlBody: '',
    })),
  );
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const to = (run: string, n: number) => `${run}-${n}@example.com`;
const count = (list: { to: string }[], address: string) =>
  list.filter((m) => m.to === address).length;

describe('the outbox with a slow SMTP server', () => {
  it('sends the other mails while one waits, and retries the slow one with the same Message-ID', async () => {
    const slow = to('one', 0);
    slowUntil.set(slow, Date.now() + 2_500);
    const fast = Array.from({ length: 12 }, (_, i) => to('one', i + 1));
    await enqueue([slow, ...fast]);
    const mailer = senderFor();
    mailer.start();
    try {
      // Every prompt mail is accepted before the slow reply would have come (3 s).
      await until(() => fast.every((a) => count(smtp.received, a) === 1), 2_500);
      await until(() => count(smtp.received, slow) === 1, 10_000);
    } finally {
      await mailer.stop();
    }
    const offers = smtp.offered.filter((m) => m.to === slow);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(offers.map((m) => m.messageId)).size).toBe(1);
    expect(offers[0]!.messageId).toMatch(/^<outbox\.\d+\.\d+@airwork\.test>$/);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, slow));
    expect(row).toMatchObject({ status: 'sent', attempts: offers.length });
    expect(new Set(fast.map((a) => smtp.received.find((m) => m.to === a)!.messageId)).size).toBe(
      12,
    );
  });

  it('delivers every mail exactly once with two instances sending from one outbox', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => to('two', i));
    for (const a of addresses.slice(0, 3)) slowUntil.set(a, Date.now() + 2_500);
    await enqueue(addresses);
    const [a, b] = [senderFor(), senderFor()];
    a.start();
    b.start();
    try {
      await until(() => addresses.every((x) => count(smtp.received, x) >= 1), 15_000);
      // Longer than a lease: a mail sent twice would show up by now.
      await new Promise((r) => setTimeout(r, LEASE_MS + 500));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    for (const x of addresses) expect(count(smtp.received, x), x).toBe(1);
    const rows = await t.db.select().from(mailOutbox).where(like(mailOutbox.recipient, 'two-%'));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
