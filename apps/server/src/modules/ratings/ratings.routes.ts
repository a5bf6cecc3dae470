import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdRequestSchema } from '@airwork/shared/accounts/account.schema';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { clientRatingSchema } from '@airwork/shared/hiring/application.schema';
import { ok } from '../../lib/envelope';
import type { RatingsService } from './ratings.service';

export function ratingsRoutes(ratings: RatingsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
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
  };
}
