import type { FastifyInstance } from 'fastify';
import {
  conversationsOfTaskCall,
  markMessagesReadCall,
  muteCall,
  sendMessageCall,
  threadCall,
  threadsCall,
} from '@airwork/shared/messages/message.calls';
import type { RateLimitConfig } from '../../config';
import { perUserLimit } from '../../plugins/per-user-limit';
import { route } from '../../plugins/route';
import type { MessagesService } from './messages.service';

export function messagesRoutes(messages: MessagesService, limits: RateLimitConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, threadsCall, (r, { caller }) => messages.threads(caller, r));
    route(app, threadCall, (r, { caller }) => messages.thread(caller, r));
    route(app, sendMessageCall, (r, { caller }) => messages.send(caller, r), {
      limits: [perUserLimit(app, limits.messagesPerUser)],
    });
    route(app, markMessagesReadCall, (r, { caller }) => messages.markRead(caller, r));
    route(app, muteCall, (r, { caller }) => messages.mute(caller, r));
    route(app, conversationsOfTaskCall, (r) => messages.conversationsOfTask(r.taskId));
  };
}
