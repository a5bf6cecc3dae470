import { z } from 'zod';
import { keywordsSchema, pageSizeSchema } from '../airworks/airwork.schema';
import { idSchema, boundedInt, PG_INT_MAX } from '../numbers';
import { lines } from '../text';

// The admin's calls (issue 10): pilot management and certificate verification.

export const pilotListRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
  keywords: keywordsSchema,
});

export const verifyListRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
});

/** `setPilotState`: the target status; Disapprove also says why (the pilot reads it). */
export const setPilotStateRequestSchema = z.object({
  userId: idSchema(),
  state: boundedInt(1, 4),
  reason: lines({ max: 1000 }).default(''),
});

/** A row of the pilot management and verify tables (spec "Pilot list row"). */
export const pilotRowSchema = z.object({
  id: z.number().int(),
  user_numbers: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  active: z.number().int(),
  /** Where the pilot's certificate stands (Verification: 0 none … 3 disapproved). */
  verification: z.number().int(),
  submittedAt: z.string().nullable(),
  certificateType: z.number().int().nullable(),
});
export type PilotRow = z.infer<typeof pilotRowSchema>;

export const pilotPageSchema = z.object({ total: z.number().int(), data: z.array(pilotRowSchema) });
export type PilotPage = z.infer<typeof pilotPageSchema>;

export const pilotStateSchema = z.object({
  active: z.number().int(),
  verification: z.number().int(),
});
