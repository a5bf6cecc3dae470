import type { FastifyInstance } from 'fastify';
import {
  markNotificationsReadCall,
  notificationsCall,
} from '@airwork/shared/notifications/notification.calls';
import { route } from '../../plugins/route';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, notificationsCall, (r, { caller }) => notifications.list(caller, r));
    route(app, markNotificationsReadCall, (r, { caller }) => notifications.markRead(caller, r));
  };
}
