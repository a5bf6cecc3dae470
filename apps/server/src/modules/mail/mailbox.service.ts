import { MailboxCode, type Mailbox } from '@airwork/shared/mail/mailbox.calls';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './mail.repository';
import { notifyContact } from './recipients.repository';

// The mail Airwork wrote, to read on a screen (issue 46): a member's own, always; everyone's,
// for admins, only where no mail server is configured — there nothing leaves, and a newcomer
// trying Airwork would otherwise never see a confirmation or a reset link. Where mail does
// leave, nobody reads other people's mail here (a reset link is a key to an account).

export interface MailboxDeps {
  db: Db;
  /** Whether a mail server is configured (SMTP_URL): mail leaves, and only leaves. */
  delivers: boolean;
}

const MINE = 50;
const ALL = 100;

function toMailbox(deps: MailboxDeps, rows: repo.OutboxRow[]): Mailbox {
  return {
    delivers: deps.delivers,
    mails: rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      createdAt: r.createdAt.toISOString(),
      status: r.status === 'sent' ? 'sent' : r.status === 'failed' ? 'failed' : 'pending',
      sentAt: r.sentAt?.toISOString() ?? null,
      text: r.textBody,
      html: r.htmlBody,
    })),
  };
}

/** `/api/member/mailbox`: what was written to the caller's addresses. */
export async function myMail(deps: MailboxDeps, caller: SessionCaller): Promise<Mailbox> {
  const contact = await notifyContact(deps.db, caller.userId);
  const addresses = [contact?.email, contact?.notifyEmail].filter((a): a is string => !!a);
  return toMailbox(deps, await repo.mailTo(deps.db, [...new Set(addresses)], MINE));
}

/** `/api/admin/mailbox`: everything, where nothing leaves. */
export async function allMail(deps: MailboxDeps): Promise<Mailbox> {
  if (deps.delivers) throw notFound(MailboxCode.off);
  return toMailbox(deps, await repo.allMail(deps.db, ALL));
}

export const createMailboxService = (deps: MailboxDeps) =>
  bindUseCases(deps, { mine: myMail, all: allMail });
export type MailboxService = ReturnType<typeof createMailboxService>;
