import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  airworkSchema,
  latestAirworksRequestSchema,
  removeAirworkRequestSchema,
  saveAirworkRequestSchema,
  savedAirworkSchema,
  taskIdRequestSchema,
} from '@airwork/shared/airworks/airwork.schema';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/request-language';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireRole, requireSession } from '../../plugins/auth';
import type { AirworksService } from './airworks.service';

const security = [{ bearer: [] }];

function taskRoutes(app: ZodApp, airworks: AirworksService): void {
  app.post(
    '/api/tasks/add',
    {
      preHandler: requireRole(Role.client),
      schema: {
        tags: ['tasks'],
        security,
        summary: "Post an Airwork (clients), or with `id` update one's own while it is open",
        body: saveAirworkRequestSchema,
        response: { 200: envelopeSchema(savedAirworkSchema) },
      },
    },
    async (request) => ok(await airworks.save(callerOf(request), request.body)),
  );

  app.post(
    '/api/tasks/getTaskById',
    {
      schema: {
        tags: ['tasks'],
        summary: 'One Airwork; the exact address only for its owner. 404 task.not_found',
        body: taskIdRequestSchema,
        response: { 200: envelopeSchema(airworkSchema) },
      },
    },
    async (request) =>
      ok(await airworks.get(request.caller, request.body.taskId, requestLanguage(request))),
  );

  app.post(
    '/api/tasks/remove',
    {
      preHandler: requireSession,
      schema: {
        tags: ['tasks'],
        security,
        summary: "Delete one's own open Airwork: it becomes Cancelled (7)",
        body: removeAirworkRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await airworks.remove(caller, request.body.taskId);
      return ok(null);
    },
  );

  app.post(
    '/api/tasks/latestNewTasks',
    {
      schema: {
        tags: ['tasks'],
        summary: 'The newest open Airworks (Home), for anyone',
        body: latestAirworksRequestSchema,
        response: { 200: envelopeSchema(z.array(airworkSchema)) },
      },
    },
    async (request) => ok(await airworks.latest(request.caller, requestLanguage(request))),
  );
}

export function airworksRoutes(airworks: AirworksService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    taskRoutes(app, airworks);
  };
}
