import { z } from 'zod';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';

// What happened to a user (issue 21): stored as a kind with parameters, shown in the reader's
// language, with the screen it is about. Every notice the product mails or toasts is one.

export const NOTIFICATION_KINDS = [
  'applicationReceived',
  'applicationWithdrawn',
  'applicationApproved',
  'applicationDisapproved',
  'paymentHeld',
  'scheduled',
  'flightDay',
  'delivered',
  'accepted',
  'autoAccepted',
  'rejected',
  'cancelled',
  'captured',
  'released',
  'ratingReceived',
  'ratingRevealed',
  'verificationApproved',
  'verificationDisapproved',
  'message',
  'disputeOpened',
  'disputeStatement',
  'disputeDecided',
  'disputeHoldLapsed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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
