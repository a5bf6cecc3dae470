import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import { buildTestApp, memoryTransport, type TestApp } from '../../test/build-test-app';
import { createMailer, MAX_ATTEMPTS, backoffMs } from './mail.service';
import { pino } from 'pino';

const logger = pino({ level: 'silent' });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const mail = (to: string) => ({
  recipient: to,
  subject: 'Hello',
  textBody: 'Hi',
  htmlBody: '<p>Hi</p>',
});
const rowFor = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;

describe('mail outbox', () => {
  it('keeps mail in the outbox when SMTP is not configured', async () => {
    await t.mailer.enqueue(t.db, mail('nosmtp@example.com'));
    expect(await t.mailer.deliverDue()).toBe(0);
    expect(await rowFor('nosmtp@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a failed delivery later, with growing backoff, and then delivers it', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const transport = memoryTransport();
    const mailer = createMailer({ db: t.db, transport, logger, pollMs: 60_000, now: () => clock });
    await mailer.enqueue(t.db, { ...mail('retry@example.com') });
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: clock })
      .where(eq(mailOutbox.recipient, 'retry@example.com'));

    transport.failNext = 1;
    expect(await mailer.deliverDue()).toBe(0);
    const failed = await rowFor('retry@example.com');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.nextAttemptAt.getTime() - clock.getTime()).toBe(backoffMs(1));
    expect(failed.lastError).toContain('SMTP unavailable');

    // Not due yet: nothing is tried.
    expect(await mailer.deliverDue()).toBe(0);
    clock = new Date(clock.getTime() + backoffMs(1));
    expect(await mailer.deliverDue()).toBe(1);
    expect(await rowFor('retry@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(transport.sent.map((m) => m.to)).toEqual(['retry@example.com']);
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    let clock = new Date('2026-02-01T00:00:00Z');
    const transport = memoryTransport();
    const mailer = createMailer({ db: t.db, transport, logger, pollMs: 60_000, now: () => clock });
    await mailer.enqueue(t.db, mail('doomed@example.com'));
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: clock })
      .where(eq(mailOutbox.recipient, 'doomed@example.com'));
    transport.failNext = MAX_ATTEMPTS;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await mailer.deliverDue();
      clock = new Date(clock.getTime() + backoffMs(i + 1));
    }
    expect(await rowFor('doomed@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map((n) => backoffMs(n))).toEqual([60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
