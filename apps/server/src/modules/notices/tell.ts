import type { NoticeFacts, NoticeKind } from '@airwork/shared/notices/notice-kinds';
import type { MailAttachmentRef } from '../mail/mail-attachments';

/**
 * Essential notices (money, a decision about one's work) are always mailed; optional ones only
 * to users who turned e-mail notification on; `none` is never mailed (the bell tells it).
 */
export type Importance = 'essential' | 'optional' | 'none';

/** One notice to one user: what an event's handler answers (notice-handlers.ts). */
export interface Tell<K extends NoticeKind = NoticeKind> {
  to: number | null;
  kind: K;
  facts: NoticeFacts[K];
  /** The Airwork it is about; null when about the account. */
  taskId: number | null;
  mail: Importance;
  /** Kept in the user's notifications (false: a mail only, like one's own receipt). */
  bell: boolean;
  /** The screen the mail's button opens (a path of the web app). */
  path: string;
  /** The hired pilot's texts, where the two sides are told differently. */
  toPilot?: boolean;
  /** A paper the mail carries, made in the reader's language when it is sent. */
  attach?: MailAttachmentRef['kind'];
  /** Paragraphs the mail quotes after its texts (a digest's messages). */
  quotes?: string[];
  /** To the account's own e-mail whatever the notification settings (its security, its data). */
  toAccount?: boolean;
  /** A link outside the web app's screens (a download), in place of `path`. */
  href?: string;
}

/** The Airwork an event is about, with its two sides. */
export interface AirworkParties {
  id: number;
  title: string;
  tasksId: string;
  clientId: number;
  pilotId: number | null;
}

const details = (id: number) => `/Airwork-details?Id=${id}`;

/**
 * A notice of `kind` about Airwork `a` to user `to`: kept in the bell, mailed as essential,
 * its mail opening the Airwork's details — unless `more` says otherwise.
 */
export function about<K extends NoticeKind>(
  a: AirworkParties,
  to: number | null,
  kind: K,
  facts: NoticeFacts[K],
  more: Partial<Pick<Tell, 'mail' | 'bell' | 'path' | 'toPilot' | 'attach' | 'quotes'>> = {},
): Tell {
  const t: Tell<K> = {
    to,
    kind,
    facts,
    taskId: a.id,
    mail: 'essential',
    bell: true,
    path: details(a.id),
    ...more,
  };
  return t;
}

/** A notice about the user's own account (a decision on their certificate): the bell only. */
export function aboutAccount<K extends NoticeKind>(
  to: number,
  kind: K,
  facts: NoticeFacts[K],
  path: string,
): Tell {
  const t: Tell<K> = { to, kind, facts, taskId: null, mail: 'none', bell: true, path };
  return t;
}

/**
 * A mail about the user's own account (a welcome, a reset link, a new sign-in, their data):
 * to the account's e-mail, whatever the notification settings; never in the bell.
 */
export function accountMail<K extends NoticeKind>(
  to: number,
  kind: K,
  facts: NoticeFacts[K],
  link: { path: string } | { href: string },
): Tell {
  const base = { to, kind, facts, taskId: null, bell: false, toAccount: true } as const;
  const mail = 'essential' as const;
  const t: Tell<K> =
    'href' in link ? { ...base, mail, path: '', href: link.href } : { ...base, mail, ...link };
  return t;
}
