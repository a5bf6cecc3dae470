import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { userIdRequestSchema } from '@airwork/shared/accounts/account.schema';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  adminSearchRequestSchema,
  airworkPageSchema,
  clientListRequestSchema,
  pilotListRequestSchema,
  statusTotalsSchema,
} from '@airwork/shared/airworks/airwork.schema';
import { searchTasksRequestSchema } from '@airwork/shared/hiring/search.schema';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/request-language';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireRole, requireSession } from '../../plugins/auth';
import type { AirworkListsService } from './airwork-lists.service';

const security = [{ bearer: [] }];
const page = { 200: envelopeSchema(airworkPageSchema) };
const totals = { 200: envelopeSchema(statusTotalsSchema) };

function publicRoutes(app: ZodApp, lists: AirworkListsService): void {
  app.post(
    '/api/tasks/searchTasks',
    {
      schema: {
        tags: ['tasks'],
        summary:
          'Open Airworks by keyword, date posted, categories, price and location, newest first',
        body: searchTasksRequestSchema,
        response: page,
      },
    },
    async (request) =>
      ok(await lists.search(request.caller, request.body, requestLanguage(request))),
  );
  app.post(
    '/api/admin/searchTasks',
    {
      preHandler: requireRole(Role.admin),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every Airwork by keyword and status (0 = all), newest first',
        body: adminSearchRequestSchema,
        response: page,
      },
    },
    async (request) =>
      ok(await lists.adminSearch(callerOf(request), request.body, requestLanguage(request))),
  );
}

function clientRoutes(app: ZodApp, lists: AirworkListsService): void {
  app.post(
    '/api/client/lists',
    {
      preHandler: requireSession,
      schema: {
        tags: ['client'],
        security,
        summary: "The caller's own Airworks of a status, newest first, a page at a time",
        body: clientListRequestSchema,
        response: page,
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      return ok(await lists.clientList(caller, request.body, requestLanguage(request)));
    },
  );
  app.post(
    '/api/client/ordersTotal',
    {
      preHandler: requireSession,
      schema: {
        tags: ['client'],
        security,
        summary: "How many of the caller's Airworks are in each status",
        body: userIdRequestSchema,
        response: totals,
      },
    },
    async (request) => ok(await lists.clientTotals(assertOwnUserIds(request, request.body.userId))),
  );
}

function pilotRoutes(app: ZodApp, lists: AirworkListsService): void {
  app.post(
    '/api/pilot/lists',
    {
      preHandler: requireRole(Role.pilot),
      schema: {
        tags: ['pilot'],
        security,
        summary: 'The Airworks assigned to the caller, by status (0 = all), newest first',
        body: pilotListRequestSchema,
        response: page,
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      return ok(await lists.pilotList(caller, request.body, requestLanguage(request)));
    },
  );
  app.post(
    '/api/pilot/pilotOrdersTotal',
    {
      preHandler: requireRole(Role.pilot),
      schema: {
        tags: ['pilot'],
        security,
        summary: 'How many of the Airworks assigned to the caller are in each status',
        body: userIdRequestSchema,
        response: totals,
      },
    },
    async (request) => ok(await lists.pilotTotals(assertOwnUserIds(request, request.body.userId))),
  );
}

export function airworkListsRoutes(lists: AirworkListsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    publicRoutes(app, lists);
    clientRoutes(app, lists);
    pilotRoutes(app, lists);
  };
}
