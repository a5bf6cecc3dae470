import type { FastifyInstance } from 'fastify';
import { categoriesCall } from '@airwork/shared/categories/category.calls';
import { route } from '../../plugins/route';
import type { CategoriesService } from './categories.service';

export function categoriesRoutes(categories: CategoriesService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, categoriesCall, (r) => categories.list(r.languagesId, r.parentId));
  };
}
