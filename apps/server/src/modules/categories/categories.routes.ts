import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { categoryRequestSchema, categorySchema } from '@airwork/shared/categories/category.schema';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { listCategories } from './categories.service';

export function categoriesRoutes(db: Db) {
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
      async (request) =>
        ok(await listCategories(db, request.body.languagesId, request.body.parentId)),
    );
  };
}
