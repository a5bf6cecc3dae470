import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { pilotListRequestSchema } from '@airwork/shared/airworks/airwork.schema';
import {
  applicationSchema,
  applyInfoRequestSchema,
  applyRequestSchema,
  decideApplicationRequestSchema,
  pilotApplicationSchema,
} from '@airwork/shared/hiring/application.schema';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireRole, requireSession } from '../../plugins/auth';
import type { HiringService } from './hiring.service';

const security = [{ bearer: [] }];

function pilotRoutes(app: ZodApp, hiring: HiringService): void {
  app.post(
    '/api/tasks/apply',
    {
      preHandler: requireSession,
      schema: {
        tags: ['tasks'],
        security,
        summary:
          'A verified pilot (active 1) applies to an open Airwork once. 403 apply.not_verified, 409 apply.already / apply.not_open',
        body: applyRequestSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.number(), tasksId: z.string(), title: z.string() })),
        },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.pilotUserId);
      return ok(await hiring.apply(caller, request.body.taskId));
    },
  );
  app.post(
    '/api/pilot/orderlists',
    {
      preHandler: requireRole(Role.pilot),
      schema: {
        tags: ['pilot'],
        security,
        summary: "The caller's applications, newest first, each with its outcome",
        body: pilotListRequestSchema.pick({ userId: true, page: true, size: true }),
        response: {
          200: envelopeSchema(
            z.object({ total: z.number().int(), data: z.array(pilotApplicationSchema) }),
          ),
        },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      return ok(await hiring.pilotApplications(caller, request.body));
    },
  );
}

function clientRoutes(app: ZodApp, hiring: HiringService): void {
  app.post(
    '/api/tasks/applyInfo',
    {
      preHandler: requireSession,
      schema: {
        tags: ['tasks'],
        security,
        summary: "The waiting applications to the caller's Airworks, with each pilot's public info",
        body: applyInfoRequestSchema,
        response: { 200: envelopeSchema(z.array(applicationSchema)) },
      },
    },
    async (request) => ok(await hiring.waiting(assertOwnUserIds(request, request.body.userId))),
  );
  app.post(
    '/api/tasks/updateApplyInfo',
    {
      preHandler: requireSession,
      schema: {
        tags: ['tasks'],
        security,
        summary:
          'The owning client approves (9: pilot assigned, Airwork Pending, other applications closed) or disapproves (0) one application',
        body: decideApplicationRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      // pilotUserId names the application's pilot, not the caller: checked, never trusted.
      await hiring.decide(callerOf(request), request.body);
      return ok(null);
    },
  );
}

export function hiringRoutes(hiring: HiringService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    pilotRoutes(app, hiring);
    clientRoutes(app, hiring);
  };
}
