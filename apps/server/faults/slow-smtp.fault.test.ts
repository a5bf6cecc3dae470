import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/mail';
import { startSmtpServer, type ReceivedMail, type SmtpSink } from '../src/test/smtp-sink';
import { sleep } from './support/load';
import { postgresBin, startOwnPostgres, type OwnPostgres } from './support/own-postgres';
import { remoteApp } from '../src/test/remote-app';
import { startServer, type ServerProcess } from '../src/test/server-process';

// Two instances share one outbox; the SMTP server holds its reply to three of the mails for
// longer than the lease (the first time it is offered each), and answers the rest at once.

const bin = postgresBin();
const LEASE_S = 10;
const SLOW_REPLY_MS = 15_000; // > the lease
const MAILS = 40;
const SLOW = new Set(['slow-0@example.com', 'slow-1@example.com', 'slow-2@example.com']);
let cluster: OwnPostgres;
let smtp: SmtpSink;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  if (!bin) return;
  cluster = await startOwnPostgres(bin);
  await cluster.createDatabase('airwork');
  smtp = await startSmtpServer({
    replyDelayMs: (m) =>
      SLOW.has(m.to) && smtp.offered.filter((o) => o.to === m.to).length === 1 ? SLOW_REPLY_MS : 0,
  });
  for (let i = 0; i < 2; i += 1) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'airwork-fault-'));
    dirs.push(dataDir);
    // One after the other: the first applies the migrations.
    servers.push(
      await startServer({
        DATABASE_URL: cluster.url('airwork'),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_LEASE_SECONDS: String(LEASE_S),
        MAIL_RETRY_SECONDS: '2',
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await smtp?.close();
  await cluster?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const times = (list: ReceivedMail[], to: string) => list.filter((m) => m.to === to).length;

describe.runIf(bin)('an SMTP server slower than the lease, two instances', () => {
  it('gets every mail exactly once, and the other mails go out meanwhile', async () => {
    const remote = remoteApp(servers[0]!.url, cluster.url('airwork'));
    const addresses = [
      ...SLOW,
      ...Array.from({ length: MAILS - SLOW.size }, (_, i) => `fast-${i}@example.com`),
    ];
    try {
      await remote.db.insert(mailOutbox).values(
        addresses.map((to) => ({
          recipient: to,
          subject: `Hello ${to}`,
          textBody: 'Hi',
          htmlBody: '<p>Hi</p>',
        })),
      );
      const deadline = Date.now() + 90_000;
      while (!addresses.every((a) => times(smtp.received, a) > 0) && Date.now() < deadline) {
        await sleep(200);
      }
      // A duplicate would come once a lease has run out: wait past it.
      await sleep(LEASE_S * 1000 + 3_000);
      const rows = await remote.db.select().from(mailOutbox);
      expect(rows.map((r) => r.status).filter((s) => s !== 'sent')).toEqual([]);
    } finally {
      await remote.end();
    }

    for (const a of addresses) expect(times(smtp.received, a), a).toBe(1);
    // The slow mails were offered again (their first reply never came in time) under the same
    // Message-ID; the others did not wait for them.
    const firstSlowOffer = Math.min(
      ...smtp.offered.filter((m) => SLOW.has(m.to)).map((m) => m.at!),
    );
    const lastFast = Math.max(...smtp.received.filter((m) => !SLOW.has(m.to)).map((m) => m.at!));
    expect(lastFast).toBeLessThan(firstSlowOffer + SLOW_REPLY_MS);
    for (const a of SLOW) {
      const offers = smtp.offered.filter((m) => m.to === a);
      expect(offers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(offers.map((m) => m.messageId)).size).toBe(1);
    }
    expect(servers.every((s) => s.alive())).toBe(true);
  });
});
