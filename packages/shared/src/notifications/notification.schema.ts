import { z } from 'zod';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { NOTICE_KINDS, type NoticeKind } from '../notices/notice-kinds';

// What happened to a user (issue 21): stored as a kind with parameters, shown in the reader's
// language, with the screen it is about. Every notice the product mails or toasts is one.

/** Every notice a user may find in their bell: the notices' one list (issue 47). */
export const NOTIFICATION_KINDS = NOTICE_KINDS;
export type NotificationKind = NoticeKind;

/** Facts a notice's text needs (a day, a title, who wrote): plain values, never markup. */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The Airwork it is about, when it is about one. */
  taskId: z.number().int().nullable(),
  params: notificationParamsSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
  unreadOnly: z.boolean({ error: 'common.invalid_request' }).default(false),
});

export const notificationsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  data: z.array(notificationSchema),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const markNotificationsReadRequestSchema = z.object({
  /** These (the caller's own; others are ignored). */
  ids: z.array(idSchema()).max(100, { error: 'common.invalid_request' }).optional(),
  /** Or every one of the caller's. */
  all: z.boolean({ error: 'common.invalid_request' }).optional(),
});
