import { z } from 'zod';
import { PG_INT_MAX, boundedInt } from '../numbers';

export const categoryRequestSchema = z.object({
  languagesId: z
    .union([z.literal(1), z.literal(2)], { error: 'common.invalid_request' })
    .default(1),
  parentId: boundedInt(0, PG_INT_MAX).default(0),
});

export const categorySchema = z.object({
  id: z.number().int(),
  categoriesName: z.string(),
  categoriesImage: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
