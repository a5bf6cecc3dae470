import type { FastifyInstance } from 'fastify';
import {
  applyCall,
  decideApplicationCall,
  pilotApplicationsCall,
  waitingApplicationsCall,
  withdrawApplyCall,
} from '@airwork/shared/hiring/hiring.calls';
import { assertOwnUserIds } from '../../plugins/auth';
import { route } from '../../plugins/route';
import type { HiringService } from './hiring.service';

export function hiringRoutes(hiring: HiringService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, applyCall, (r, { request }) =>
      hiring.apply(assertOwnUserIds(request, r.pilotUserId), r.taskId, r),
    );
    route(app, withdrawApplyCall, async (r, { caller }) => {
      await hiring.withdraw(caller, r.taskId);
      return null;
    });
    route(app, pilotApplicationsCall, (r, { request }) =>
      hiring.pilotApplications(assertOwnUserIds(request, r.userId), r),
    );
    route(app, waitingApplicationsCall, (r, { request }) =>
      hiring.waiting(assertOwnUserIds(request, r.userId)),
    );
    route(app, decideApplicationCall, async (r, { caller }) => {
      // pilotUserId names the application's pilot, not the caller: checked, never trusted.
      await hiring.decide(caller, r);
      return null;
    });
  };
}
