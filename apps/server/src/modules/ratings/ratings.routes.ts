import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdRequestSchema } from '@airwork/shared/accounts/account.schema';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { taskIdRequestSchema } from '@airwork/shared/delivery/delivery.schema';
import { clientRatingSchema } from '@airwork/shared/hiring/application.schema';
import {
  addRatingRequestSchema,
  receivedRatingSchema,
  receivedRatingsRequestSchema,
  taskRatingsSchema,
} from '@airwork/shared/ratings/rating.schema';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireSession } from '../../plugins/auth';
import type { RatingsService } from './ratings.service';

const security = [{ bearer: [] }];

function publicRoutes(app: ZodApp, ratings: RatingsService): void {
  app.post(
    '/api/rating/clientRating',
    {
      schema: {
        tags: ['rating'],
        summary: "A client's prestige: the average of their visible ratings and how many",
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(clientRatingSchema) },
      },
    },
    async (request) => ok(await ratings.clientRating(request.body.userId)),
  );
  app.post(
    '/api/rating/received',
    {
      schema: {
        tags: ['rating'],
        summary: 'The visible ratings a user received, newest first',
        body: receivedRatingsRequestSchema,
        response: {
          200: envelopeSchema(
            z.object({ total: z.number().int(), data: z.array(receivedRatingSchema) }),
          ),
        },
      },
    },
    async (request) => ok(await ratings.received(request.body)),
  );
}

function partyRoutes(app: ZodApp, ratings: RatingsService): void {
  app.post(
    '/api/rating/add',
    {
      preHandler: requireSession,
      schema: {
        tags: ['rating'],
        security,
        summary:
          "The Airwork's client rates its pilot, or the pilot its client: once each, after delivery, 1–5 stars and a comment; hidden until both rated or 14 days passed",
        body: addRatingRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      // fromUserId names the caller or nobody; userId, the rated user, is checked in the rule.
      const caller = assertOwnUserIds(request, request.body.fromUserId);
      await ratings.add(caller, request.body);
      return ok(null);
    },
  );
  app.post(
    '/api/rating/forTask',
    {
      preHandler: requireSession,
      schema: {
        tags: ['rating'],
        security,
        summary: "The caller's rating for an Airwork, and the other side's once it shows",
        body: taskIdRequestSchema,
        response: { 200: envelopeSchema(taskRatingsSchema) },
      },
    },
    async (request) => ok(await ratings.forTask(callerOf(request), request.body.taskId)),
  );
}

export function ratingsRoutes(ratings: RatingsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    publicRoutes(app, ratings);
    partyRoutes(app, ratings);
  };
}
