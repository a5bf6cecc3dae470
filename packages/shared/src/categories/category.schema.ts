import { z } from 'zod';

export const categoryRequestSchema = z.object({
  languagesId: z
    .union([z.literal(1), z.literal(2)], { error: 'common.invalid_request' })
    .default(1),
  parentId: z.number().int().min(0).default(0),
});

export const categorySchema = z.object({
  id: z.number().int(),
  categoriesName: z.string(),
  categoriesImage: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
