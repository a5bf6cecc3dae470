import { z } from 'zod';
import { defineCall, signedIn } from '../api/contract';
import {
  markNotificationsReadRequestSchema,
  notificationsRequestSchema,
  notificationsSchema,
} from './notification.schema';

export const notificationsCall = defineCall({
  method: 'POST',
  path: '/api/notifications/list',
  tag: 'notifications',
  summary: "The caller's notifications, newest first, with how many are unread",
  access: signedIn,
  reads: true,
  request: notificationsRequestSchema,
  result: notificationsSchema,
});

export const markNotificationsReadCall = defineCall({
  method: 'POST',
  path: '/api/notifications/markRead',
  tag: 'notifications',
  summary:
    'Marks the given notifications (or `all`) of the caller as read; answers how many stay unread',
  access: signedIn,
  request: markNotificationsReadRequestSchema,
  result: z.object({ unread: z.number().int() }),
});

export const notificationCalls = [notificationsCall, markNotificationsReadCall];
