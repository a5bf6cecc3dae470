import { z } from 'zod';
import { anyone, defineCall } from '../api/contract';
import { categoryRequestSchema, categorySchema } from './category.schema';

export const categoriesCall = defineCall({
  method: 'POST',
  path: '/api/category/get',
  tag: 'category',
  summary: 'Service categories in English (languagesId 1) or Chinese (2)',
  access: anyone,
  reads: true,
  request: categoryRequestSchema,
  result: z.array(categorySchema),
});
