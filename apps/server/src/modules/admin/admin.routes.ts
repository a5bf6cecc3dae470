import type { FastifyInstance } from 'fastify';
import {
  adminPilotListCall,
  adminVerifyListCall,
  certificateInfoCall,
  setPilotStateCall,
} from '@airwork/shared/pilots/admin.calls';
import { route } from '../../plugins/route';
import type { AdminService } from './admin.service';

/** Admins only (403 for anyone else, 401 without a session): the entries say so. */
export function adminRoutes(admin: AdminService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, adminPilotListCall, (r) => admin.pilotList(r));
    route(app, adminVerifyListCall, (r) => admin.verifyList(r));
    route(app, certificateInfoCall, (r) => admin.certificateInfo(r.userId));
    route(app, setPilotStateCall, (r) => admin.setPilotState(r));
  };
}
