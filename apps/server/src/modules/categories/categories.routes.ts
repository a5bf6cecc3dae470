import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { categoryRequestSchema, categorySchema } from '@airwork/shared/categories/category.schema';
import { ok } from '../../lib/envelope';
import type { CategoriesService } from './categories.service';

export function categoriesRoutes(categories: CategoriesService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/category/get',
      {
        schema: {
          tags: ['category'],
          summary: 'Service categories in English (languagesId 1) or Chinese (2)',
          body: categoryRequestSchema,
          response: { 200: envelopeSchema(z.array(categorySchema)) },
        },
      },
      async (request) => ok(await categories.list(request.body.languagesId, request.body.parentId)),
    );
  };
}
