import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { withDeadline } from '../../lib/deadline';
import * as repo from './mail.repository';
import type { NewMail } from './mail.repository';
import type { AttachmentMaker, MailFile } from './mail-attachments';

export const MAX_ATTEMPTS = 8;
/** How long a claimed mail belongs to the sender that claimed it (config: MAIL_LEASE_SECONDS). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** The first retry's wait (config: MAIL_RETRY_SECONDS); each further one doubles it. */
export const DEFAULT_RETRY_MS = 60_000;
/** Mails sent at once by one instance: a slow reply holds one sender, not the outbox. */
export const SEND_CONCURRENCY = 4;

/** 1 min, 2 min, 4 min … (from `baseMs`), capped at one hour between attempts. */
export function backoffMs(attempts: number, baseMs = DEFAULT_RETRY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The longest one send may take: well inside the lease, so that a send never outlives its
 * claim (another instance would then claim and send the same mail). The SMTP transport's
 * connection and reply timeouts are set below it (adapters/mail/mail-transport.ts).
 */
export const sendDeadlineMs = (leaseMs: number) => Math.floor(leaseMs / 2);
/** The SMTP transport's wait for any one step (connect, greeting, each reply): a fifth of it. */
export const smtpTimeoutMs = (leaseMs: number) => Math.floor(leaseMs / 5);

export interface Mailer {
  /**
   * Writes the mail in the caller's transaction; it is sent after the commit — news `about` an
   * Airwork mailed to that person within the quiet period, at its end, in place of any such
   * news still waiting (`MAIL_QUIET_MS`).
   */
  enqueue(tx: DbOrTx, mail: NewMail): Promise<void>;
  /** Asks the senders to look at the outbox now instead of at the next tick. */
  kick(): void;
  /**
   * The clock the mails and notices written through it are stamped with: the wall clock,
   * except in the demo story, which is told on a clock of its own.
   */
  now: () => Date;
  /** Sends what is due and waits until the senders are idle; answers how many were sent. */
  deliverDue(): Promise<number>;
  /** How the papers a mail names are made (set once by app.ts; without it none is attached). */
  attachWith(make: AttachmentMaker): void;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  pollMs: number;
  leaseMs?: number;
  retryMs?: number;
  now?: () => Date;
}

interface SenderDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  leaseMs: number;
  retryMs: number;
  now: () => Date;
  makeAttachment?: AttachmentMaker;
}

/** The mail's papers, made now; one that can no longer be made is left out, and said in the log. */
async function attachmentsOf(deps: SenderDeps, row: repo.OutboxRow): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of row.attachments) {
    const file = await deps.makeAttachment?.(ref);
    if (file) files.push(file);
    else deps.logger.warn({ mailId: row.id, ref }, 'a mail goes without a paper it names');
  }
  return files;
}

/**
 * However often something happens (a pilot applying and withdrawing in a loop, a flight day
 * moved back and forth), a person gets at most one mail of one kind about one Airwork in this
 * long (issue 45). Later news waits for the end of the period and replaces what waited, so the
 * mail that goes out tells the latest — nothing is lost, a reschedule is not left untold —
 * and the notification list keeps every notice.
 */
export const MAIL_QUIET_MS = 10 * 60_000;

/** Whether news `about` an Airwork waits, and until when. Papers (a receipt) never wait. */
async function waitsFor(tx: DbOrTx, mail: NewMail, now: Date) {
  if (!mail.about || (mail.attachments?.length ?? 0) > 0) return undefined;
  const until = await repo.newsSlot(tx, mail.about, now, MAIL_QUIET_MS);
  return until > now ? { aboutKey: repo.aboutKeyOf(mail.about), until } : undefined;
}

/**
 * Sends one claimed mail and records the outcome. A failed send is retried after the backoff;
 * a send that succeeded but could not be recorded (the database away at that moment) is sent
 * again once its lease ends: the outbox delivers at least once.
 */
async function deliverOne(deps: SenderDeps, row: repo.OutboxRow): Promise<boolean> {
  const { db, transport, logger, now } = deps;
  let failure: Error | undefined;
  try {
    const attachments = await attachmentsOf(deps, row);
    // A send that takes longer counts as failed (and is retried after the backoff).
    await withDeadline(
      transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(attachments.length > 0 && { attachments }),
        // The same Message-ID on every attempt: a retry after a lost reply is recognisable.
        messageKey: `${row.id}.${row.createdAt.getTime()}`,
      }),
      sendDeadlineMs(deps.leaseMs),
      'no SMTP reply',
    );
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
  }
  if (failure === undefined) {
    await repo.markSent(db, row.id, now());
    return true;
  }
  const attempts = row.attempts + 1;
  const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  const nextAttemptAt = new Date(now().getTime() + backoffMs(attempts, deps.retryMs));
  await repo.markAttemptFailed(db, row.id, {
    attempts,
    nextAttemptAt,
    status,
    error: String(failure),
  });
  logger.warn({ mailId: row.id, attempts, status, err: failure }, 'mail delivery failed');
  return false;
}

/** Claims one due mail (leased, so other senders and instances skip it), or none. */
async function claimOne(deps: SenderDeps): Promise<repo.OutboxRow | undefined> {
  const now = deps.now();
  const [row] = await repo.claimDueMail(deps.db, now, new Date(now.getTime() + deps.leaseMs), 1);
  return row;
}

/**
 * A small pool of senders over the outbox. Each claims one due mail at a time and sends it, until
 * nothing is due; a kick wakes idle senders (up to SEND_CONCURRENCY), so a mail written while
 * one sender waits on a slow server goes out at once through another.
 */
function createSenders(deps: SenderDeps) {
  let active = 0;
  let wakeups = 0;
  let sent = 0;
  let stopping = false;
  let idle = Promise.resolve();
  let markIdle = () => undefined as void;

  async function sender(): Promise<void> {
    while (!stopping) {
      const seen = wakeups;
      const row = await claimOne(deps);
      if (row) {
        if (await deliverOne(deps, row)) sent += 1;
      } else if (seen === wakeups) {
        return; // nothing due, and nothing written since this sender looked
      }
    }
  }

  return {
    wake() {
      if (deps.transport.kind === 'none' || stopping) return;
      wakeups += 1;
      while (active < SEND_CONCURRENCY) {
        if (active === 0) idle = new Promise((resolve) => (markIdle = resolve));
        active += 1;
        sender()
          .catch((err: unknown) => deps.logger.error({ err }, 'mail sender failed'))
          .finally(() => {
            active -= 1;
            if (active === 0) markIdle();
          });
      }
    },
    /** Resolves when every sender is idle. */
    drained: () => idle,
    sentSoFar: () => sent,
    async stop() {
      stopping = true;
      await idle;
    },
  };
}

export function createMailer(mailerDeps: MailerDeps): Mailer {
  const deps: SenderDeps = {
    db: mailerDeps.db,
    transport: mailerDeps.transport,
    logger: mailerDeps.logger,
    leaseMs: mailerDeps.leaseMs ?? DEFAULT_LEASE_MS,
    retryMs: mailerDeps.retryMs ?? DEFAULT_RETRY_MS,
    now: mailerDeps.now ?? (() => new Date()),
  };
  const { transport, logger } = deps;
  const senders = createSenders(deps);
  let timer: NodeJS.Timeout | undefined;

  return {
    async enqueue(tx, mail) {
      await repo.insertMail(tx, mail, await waitsFor(tx, mail, deps.now()), deps.now());
      if (transport.kind === 'none') {
        logger.info(
          { to: mail.recipient, subject: mail.subject },
          'mail queued (SMTP not configured)',
        );
      }
    },
    kick: () => senders.wake(),
    now: deps.now,
    attachWith(make) {
      deps.makeAttachment = make;
    },
    async deliverDue() {
      const before = senders.sentSoFar();
      senders.wake();
      await senders.drained();
      return senders.sentSoFar() - before;
    },
    start() {
      if (transport.kind === 'none' || timer) return;
      timer = setInterval(() => senders.wake(), mailerDeps.pollMs);
      timer.unref();
      senders.wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await senders.stop();
      transport.close();
    },
  };
}
