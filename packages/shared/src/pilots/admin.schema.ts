import { z } from 'zod';
import { PAGE_SIZES } from '../airworks/airwork.schema';
import { idSchema, boundedInt, PG_INT_MAX } from '../numbers';
import { hasControlCharacters } from '../text';

// The admin's calls (issue 10): pilot management and certificate verification.

const pageSize = z
  .number({ error: 'common.invalid_request' })
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'common.invalid_request' })
  .default(20);

export const pilotListRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSize,
  keywords: z
    .string()
    .trim()
    .max(100, { error: 'common.too_long' })
    .refine((k) => !hasControlCharacters(k), { error: 'common.invalid_characters' })
    .default(''),
});

export const verifyListRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSize,
});

/** `setPilotState`: the target status; Disapprove also says why (the pilot reads it). */
export const setPilotStateRequestSchema = z.object({
  userId: idSchema(),
  state: boundedInt(1, 4),
  reason: z
    .string()
    .trim()
    .max(1000, { error: 'common.too_long' })
    .refine((r) => !hasControlCharacters(r, true), { error: 'common.invalid_characters' })
    .default(''),
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
