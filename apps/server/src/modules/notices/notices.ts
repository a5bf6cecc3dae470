import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import {
  NOTICE_CATALOGUES,
  noticeMail,
  type NoticeLanguage,
} from '@airwork/shared/notices/notice-text';
import type { NoticeCatalogue } from '@airwork/shared/notices/notice-kinds';
import type { EventHub } from '../../adapters/events/event-hub';
import type { Db, DbOrTx } from '../../db/client';
import type { Tell } from './tell';
import type { Mailer } from '../mail/mail.service';
import { composeMail } from '../mail/mail-templates';
import { notifyContact } from '../mail/mail.access';
import { storeNotice } from '../notifications/notifications.access';
import { NOTICE_HANDLERS, type DomainEvent, type NoticeHandlers } from './notice-handlers';

// One event behind every notice (issue 47). A service records what happened — a domain event
// (notice-handlers.ts) — in the transaction that made it happen; the event's handler says whom
// it tells of what, and three subscribers make the rest: the notification in the bell and the
// mail in the outbox, both in that transaction, and the live event to the user's open tabs
// once it committed. The texts come from one catalogue per language
// (packages/shared/src/notices), so a notice reads the same in a mail, in the bell and on the
// page.

export interface NoticesDeps {
  db: Db;
  mailer: Mailer;
  events: EventHub;
  publicUrl: string;
  now: () => Date;
  /** A test's own handlers and catalogues (a fixture notice); the product's by default. */
  handlers?: NoticeHandlers;
  catalogues?: Record<NoticeLanguage, NoticeCatalogue>;
}

/** What a transaction will tell open tabs once it committed. */
interface Pending {
  live: { userId: number; event: LiveEvent }[];
  /** Users given a notice; each hears `notice` unless another event of this transaction reaches them. */
  told: Set<number>;
  mailed: boolean;
}

export function createNotices(deps: NoticesDeps) {
  const handlers = deps.handlers ?? NOTICE_HANDLERS;
  const catalogues = deps.catalogues ?? NOTICE_CATALOGUES;
  const open = new WeakMap<object, Pending>();

  /**
   * Runs `work` in one transaction; once it committed, what it recorded is announced to open
   * tabs and the mailer is asked to send. Every notice is recorded inside one of these.
   */
  async function transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const pending: Pending = { live: [], told: new Set(), mailed: false };
    const result = await deps.db.transaction(async (tx) => {
      open.set(tx, pending);
      return work(tx);
    });
    flush(pending);
    return result;
  }

  function flush(p: Pending) {
    if (p.mailed) deps.mailer.kick();
    const reached = new Set(p.live.map((l) => l.userId));
    for (const { userId, event } of p.live) deps.events.publish(userId, event);
    // The bell refreshes with any event; a user told nothing else hears that a notice came.
    for (const userId of p.told) {
      if (!reached.has(userId)) deps.events.publish(userId, { type: 'notice' });
    }
  }

  function pendingOf(tx: DbOrTx): Pending {
    const p = open.get(tx);
    // A notice recorded in a transaction nobody announces would reach no open tab.
    if (!p) throw new Error('notices: record inside notices.transaction (notices.ts)');
    return p;
  }

  /**
   * Records what happened, in the caller's transaction: its notices, mails and live events.
   * Answers how many mails it queued.
   */
  async function record(tx: DbOrTx, event: DomainEvent): Promise<number> {
    if (tx === deps.db) return transaction((t) => record(t, event));
    const p = pendingOf(tx);
    const handle = handlers[event.type] as (e: DomainEvent) => Tell[];
    let mailed = 0;
    for (const t of handle(event)) {
      if (t.to === null) continue;
      if (t.bell) {
        const notice = { kind: t.kind, taskId: t.taskId, params: plain(t.facts, NOTE_KEPT) };
        await storeNotice(tx, t.to, notice, deps.now());
        p.told.add(t.to);
      }
      if (t.mail !== 'none' && (await mailNotice(deps, catalogues, tx, t as Tell & { to: number })))
        mailed += 1;
    }
    if (mailed > 0) p.mailed = true;
    return mailed;
  }

  /** A live event for a user's open tabs, sent once the transaction committed. */
  function publish(tx: DbOrTx, userId: number, event: LiveEvent) {
    if (tx === deps.db) return deps.events.publish(userId, event);
    pendingOf(tx).live.push({ userId, event });
  }

  return { transaction, record, publish };
}

export type Notices = ReturnType<typeof createNotices>;

/** The mail subscriber: in the reader's language, to where their settings say; whether queued. */
async function mailNotice(
  deps: NoticesDeps,
  catalogues: Record<NoticeLanguage, NoticeCatalogue>,
  tx: DbOrTx,
  t: Tell & { to: number },
): Promise<boolean> {
  const c = await notifyContact(tx, t.to);
  if (!c) return false;
  const on = c.isNotify === 1;
  if (t.mail === 'optional' && !on) return false;
  const to = on && c.notifyEmail !== '' && !t.toAccount ? c.notifyEmail : c.email;
  const lang: NoticeLanguage = c.language === 'zh' ? 'zh' : 'en';
  const facts = { ...plain(t.facts, Infinity), firstName: c.firstName };
  const texts = noticeMail(lang, t.kind, facts, t.toPilot, catalogues[lang]);
  if (!texts) return false;
  const paragraphs = [...texts.paragraphs, ...(t.quotes ?? [])];
  const url = t.href ?? `${deps.publicUrl}/#${t.path}`;
  const composed = composeMail(to, { ...texts, lines: paragraphs }, url);
  await deps.mailer.enqueue(tx, {
    ...composed,
    ...(t.attach &&
      t.taskId !== null && {
        attachments: [{ kind: t.attach, taskId: t.taskId, lang }],
      }),
    // News about an Airwork is mailed at most once per quiet period, whatever triggers it.
    ...(t.bell &&
      t.taskId !== null && {
        about: { userId: t.to, kind: t.kind, airworkId: t.taskId },
      }),
  });
  return true;
}

/** How much of the other side's note a notification keeps (the mail quotes it whole). */
const NOTE_KEPT = 300;

/** Facts as plain values (absent ones left out), the note cut to `noteMax`. */
function plain(facts: object, noteMax: number): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(facts)) {
    if (typeof v === 'string') out[k] = k === 'note' ? v.slice(0, noteMax) : v;
    else if (typeof v === 'number') out[k] = v;
  }
  return out;
}
