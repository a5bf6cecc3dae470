import type { FastifyInstance } from 'fastify';
import {
  addStatementCall,
  adminDisputesCall,
  decideDisputeCall,
  getDisputeCall,
  openDisputeCall,
} from '@airwork/shared/disputes/dispute.calls';
import type { RateLimitConfig } from '../../config';
import { perUserLimit } from '../../plugins/per-user-limit';
import { route } from '../../plugins/route';
import type { DisputesService } from './dispute-use-cases';

export function disputesRoutes(disputes: DisputesService, limits: RateLimitConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, openDisputeCall, (r, { caller }) => disputes.open(caller, r));
    // Statements mail the other side: bounded like messages.
    route(app, addStatementCall, (r, { caller }) => disputes.add(caller, r), {
      limits: [perUserLimit(app, limits.messagesPerUser)],
    });
    route(app, getDisputeCall, (r, { caller }) => disputes.get(caller, r.taskId));
    route(app, adminDisputesCall, (r) => disputes.queue(r));
    route(app, decideDisputeCall, (r, { caller }) => disputes.decide(caller, r));
  };
}
