import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  pilotListRequestSchema,
  pilotPageSchema,
  pilotStateSchema,
  setPilotStateRequestSchema,
  verifyListRequestSchema,
} from '@airwork/shared/pilots/admin.schema';
import { pilotInfoSchema, userIdRequestSchema } from '@airwork/shared/pilots/pilot.schema';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { requireRole } from '../../plugins/auth';
import { AdminMessage, type AdminService } from './admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** One pilot: the information with documents, and the admin's changes to the account. */
function pilotRoutes(
  app: ZodApp,
  admin: AdminService,
  preHandler: preHandlerAsyncHookHandler,
): void {
  app.post(
    '/api/admin/certificateInfo',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A pilot's information with links to the ID scan and certificate (minutes)",
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(pilotInfoSchema) },
      },
    },
    async (request) => ok(await admin.certificateInfo(request.body.userId)),
  );

  app.post(
    '/api/admin/setPilotState',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Block 1→3, Un-Block 3→1, Delete 1→4, Un-Delete 4→1, Approve → 1, Disapprove → 2 (with a reason); anything else 409',
        body: setPilotStateRequestSchema,
        response: { 200: envelopeSchema(pilotStateSchema) },
      },
    },
    async (request) => ok(await admin.setPilotState(request.body), AdminMessage.stateChanged),
  );
}

/** Admins only (403 for anyone else, 401 without a session). */
export function adminRoutes(admin: AdminService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireRole(Role.admin);

    app.post(
      '/api/admin/pilotList',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Pilots a page at a time, searched by name, username or ID number',
          body: pilotListRequestSchema,
          response: { 200: envelopeSchema(pilotPageSchema) },
        },
      },
      async (request) => ok(await admin.pilotList(request.body)),
    );

    app.post(
      '/api/admin/verifyList',
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Pilots whose submitted certificate awaits a decision, longest waiting first',
          body: verifyListRequestSchema,
          response: { 200: envelopeSchema(pilotPageSchema) },
        },
      },
      async (request) => ok(await admin.verifyList(request.body)),
    );

    pilotRoutes(app, admin, preHandler);
  };
}
