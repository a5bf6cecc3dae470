import type { Notification } from '@airwork/shared/notifications/notification.schema';
import { noticeLine } from '@airwork/shared/notices/notice-text';
import { Role } from '@airwork/shared/accounts/account-constants';
import { link, paths } from '../lib/paths';

// A notification as the reader sees it: its sentence from the notice catalogue the mails are
// written from (packages/shared/src/notices), so the bell says what the mail said; and the
// screen it is about.

export function noticeText(n: Notification, language: string): string {
  return noticeLine(language === 'zh' ? 'zh' : 'en', n.kind, n.params);
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
