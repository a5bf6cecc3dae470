import type { DbOrTx } from '../../db/client';
import type { Mailer } from './mail.service';
import type { MailLanguage } from './mail-templates';
import type { NewMail } from './mail.repository';
import { notifyContact } from './recipients.repository';
import { storeNotice, type Notice } from '../notifications/notifications.access';

/**
 * Essential notices (money, a decision about your work) always go out; optional ones only to
 * users who turned e-mail notification on. Either goes to the notification address when one is
 * set and notification is on, otherwise to the account's e-mail (docs/decisions.md).
 */
export type Importance = 'essential' | 'optional';

export interface Recipient {
  firstName: string;
  userNumbers: string;
}

/**
 * Tells a user of something, in the caller's transaction: stored in their notifications
 * (`notice`, or null for a mail that is no notice, like the confirmation of one's own
 * application) and mailed as their settings allow.
 */
export async function notifyUser(
  mailer: Mailer,
  tx: DbOrTx,
  userId: number,
  importance: Importance,
  build: (lang: MailLanguage, to: string, who: Recipient) => NewMail,
  notice: Notice | null,
): Promise<boolean> {
  if (notice) await storeNotice(tx, userId, notice, mailer.now());
  const c = await notifyContact(tx, userId);
  if (!c) return false;
  const on = c.isNotify === 1;
  if (importance === 'optional' && !on) return false;
  const to = on && c.notifyEmail !== '' ? c.notifyEmail : c.email;
  const mail = build(c.language === 'zh' ? 'zh' : 'en', to, c);
  // News about an Airwork is mailed at most once per quiet period, whatever triggers it.
  const about =
    notice && notice.taskId !== null
      ? { userId, kind: notice.kind, airworkId: notice.taskId }
      : undefined;
  await mailer.enqueue(tx, { ...mail, ...(about && { about }) });
  return true;
}
