import type { ServerModule } from '../../server-module';
import { categoriesCall } from '@airwork/shared/categories/category.calls';
import { categoriesRoutes } from './categories.routes';

/** The categories module as it declares itself (server-module.ts). */
export const categoriesModule: ServerModule = {
  name: 'categories',
  routes: (s) => [categoriesRoutes(s.categories)],
  calls: [categoriesCall],
  tables: ['categories', 'category_names'],
};
