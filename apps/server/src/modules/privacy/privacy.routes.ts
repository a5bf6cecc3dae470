import type { FastifyInstance } from 'fastify';
import {
  deleteAccountCall,
  deletionCheckCall,
  exportDataCall,
  exportFileTransfer,
} from '@airwork/shared/accounts/privacy.calls';
import { notFound } from '../../lib/app-error';
import { route, transferRoute } from '../../plugins/route';
import type { PrivacyService } from './data-export.service';

export function privacyRoutes(privacy: PrivacyService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, exportDataCall, (_r, { caller }) => privacy.exportData(caller));
    route(app, deletionCheckCall, (_r, { caller }) => privacy.deletionCheck(caller));
    route(app, deleteAccountCall, (r, { caller }) => privacy.deleteAccount(caller, r));
    transferRoute(app, exportFileTransfer, async ({ params, query }, { reply }) => {
      const file = await privacy.exportFile(params.id, query);
      if (!file) throw notFound();
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', 'attachment; filename="airwork-export.zip"')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    });
  };
}
