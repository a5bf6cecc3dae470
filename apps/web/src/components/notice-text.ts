import type { TFunction } from '../i18n/texts';
import type {
  Notification,
  NotificationKind,
} from '@airwork/shared/notifications/notification.schema';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { TranslationKey } from '../i18n/i18n';
import { formatCad, formatDay } from '../lib/format';
import { link, paths } from '../lib/paths';

// A notification as the reader sees it: a sentence in their language, and the screen it is about.

const TEXTS: Record<NotificationKind, TranslationKey> = {
  applicationReceived: 'notice.applicationReceived',
  applicationWithdrawn: 'notice.applicationWithdrawn',
  applicationApproved: 'notice.applicationApproved',
  applicationDisapproved: 'notice.applicationDisapproved',
  paymentHeld: 'notice.paymentHeld',
  scheduled: 'notice.scheduled',
  flightDay: 'notice.flightDay',
  delivered: 'notice.delivered',
  accepted: 'notice.accepted',
  autoAccepted: 'notice.autoAccepted',
  rejected: 'notice.rejected',
  cancelled: 'notice.cancelled',
  captured: 'notice.captured',
  released: 'notice.released',
  ratingReceived: 'notice.ratingReceived',
  ratingRevealed: 'notice.ratingRevealed',
  verificationApproved: 'notice.verificationApproved',
  verificationDisapproved: 'notice.verificationDisapproved',
  message: 'notice.message',
  disputeOpened: 'notice.disputeOpened',
  disputeStatement: 'notice.disputeStatement',
  disputeDecided: 'notice.disputeDecided_release',
  disputeHoldLapsed: 'notice.disputeHoldLapsed',
};

/** A decision's sentence names what it did with the money. */
const DECIDED: Record<string, TranslationKey> = {
  release: 'notice.disputeDecided_release',
  refund: 'notice.disputeDecided_refund',
  split: 'notice.disputeDecided_split',
};

const keyOf = (n: Notification): TranslationKey =>
  n.kind === 'disputeDecided'
    ? (DECIDED[String(n.params.outcome)] ?? TEXTS[n.kind])
    : TEXTS[n.kind];

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/**
 * Amounts are kept in cents and written in the reader's language (issue 46); notices made before
 * that kept the English text, shown as it was.
 */
const money = (
  cents: string | number | undefined,
  old: string | number | undefined,
  lang: string,
) => (typeof cents === 'number' ? formatCad(cents / 100, lang) : text(old));

const day = (value: string | number | undefined, lang: string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDay(value, lang, true)
    : text(value);

export function noticeText(n: Notification, t: TFunction, language: string): string {
  const p = n.params;
  return t(keyOf(n), {
    title: text(p.title),
    day: day(p.day, language),
    note: text(p.note),
    reason: text(p.reason),
    fromName: text(p.fromName),
    total: money(p.totalCents, p.total, language),
    captured: money(p.capturedCents, p.captured, language),
    released: money(p.releasedCents, p.released, language),
    // Notices from before names were kept carry the ID number only.
    pilotName: text(p.pilotName) || t('applications.pilot', { number: text(p.pilotNumber) }),
  });
}

/** The screen a notification is about. */
export function noticeLink(n: Notification, role: number): string {
  const withUserId = Number(n.params.withUserId ?? 0);
  if (n.kind === 'message' && n.taskId !== null) return link.conversation(n.taskId, withUserId);
  if (n.kind === 'applicationReceived' || n.kind === 'applicationWithdrawn') {
    return paths.clientNotification;
  }
  if (n.kind.startsWith('dispute') && n.taskId !== null) return link.airworkDispute(n.taskId);
  if (n.taskId !== null) return link.airworkDetails(n.taskId);
  return role === Role.pilot ? paths.pilotProfile : paths.home;
}
