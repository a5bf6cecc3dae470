import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import * as repo from './mail.repository';
import type { NewMail } from './mail.repository';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;

/** 1 min, 2 min, 4 min … capped at one hour between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface Mailer {
  /** Writes the mail in the caller's transaction; it is sent after the commit. */
  enqueue(tx: DbOrTx, mail: NewMail): Promise<void>;
  /** Asks the sender to look at the outbox now instead of at its next tick. */
  kick(): void;
  /** One pass over the due mail; returns how many were sent. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  pollMs: number;
  now?: () => Date;
}

type SenderDeps = MailerDeps & { now: () => Date };

/** Sends one claimed mail; a failure is recorded with the next attempt's time. */
async function deliverOne(deps: SenderDeps, row: repo.OutboxRow): Promise<boolean> {
  const { db, transport, logger, now } = deps;
  try {
    await transport.send({
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
    await repo.markSent(db, row.id, now());
    return true;
  } catch (err) {
    const attempts = row.attempts + 1;
    const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    const nextAttemptAt = new Date(now().getTime() + backoffMs(attempts));
    await repo.markAttemptFailed(db, row.id, {
      attempts,
      nextAttemptAt,
      status,
      error: String(err),
    });
    logger.warn({ mailId: row.id, attempts, status, err }, 'mail delivery failed');
    return false;
  }
}

/** Claims the due mail (leased, so other servers skip it) and sends it; returns how many went. */
async function deliverPass(deps: SenderDeps): Promise<number> {
  if (deps.transport.kind === 'none') return 0;
  const now = deps.now();
  const due = await repo.claimDueMail(deps.db, now, new Date(now.getTime() + LEASE_MS), 20);
  let sent = 0;
  for (const row of due) if (await deliverOne(deps, row)) sent += 1;
  return sent;
}

export function createMailer(mailerDeps: MailerDeps): Mailer {
  const deps: SenderDeps = { ...mailerDeps, now: mailerDeps.now ?? (() => new Date()) };
  const { transport, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function deliverDue(): Promise<number> {
    // One pass at a time; a kick during a pass schedules one more.
    if (running) {
      again = true;
      return running;
    }
    running = deliverPass(deps).finally(() => {
      running = undefined;
    });
    const sent = await running;
    if (again) {
      again = false;
      return sent + (await deliverDue());
    }
    return sent;
  }

  return {
    async enqueue(tx, mail) {
      await repo.insertMail(tx, mail);
      if (transport.kind === 'none') {
        logger.info(
          { to: mail.recipient, subject: mail.subject },
          'mail queued (SMTP not configured)',
        );
      }
    },
    kick() {
      deliverDue().catch((err: unknown) => logger.error({ err }, 'mail sender pass failed'));
    },
    deliverDue,
    start() {
      if (transport.kind === 'none' || timer) return;
      timer = setInterval(() => this.kick(), deps.pollMs);
      timer.unref();
      this.kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
