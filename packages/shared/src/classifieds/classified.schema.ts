import { z } from 'zod';
import { CLASSIFIED_CATEGORIES, VOIVODESHIPS } from './classified-constants';
import { hasControlCharacters } from '../text';
import { BoardMessage } from './classified-messages';

const lastCategory = CLASSIFIED_CATEGORIES.length - 1;
const lastVoivodeship = VOIVODESHIPS.length - 1;

/** Query of GET /classifieds/; 0 (or nothing) means "all" for category and voivodeship. */
export const classifiedSearchSchema = z.object({
  q: z
    .string()
    .max(100, { error: BoardMessage.queryTooLong })
    .refine((q) => !hasControlCharacters(q), { error: BoardMessage.queryInvalid })
    .default(''),
  category: z.coerce
    .number({ error: BoardMessage.unknownCategory })
    .int({ error: BoardMessage.unknownCategory })
    .min(0, { error: BoardMessage.unknownCategory })
    .max(lastCategory, { error: BoardMessage.unknownCategory })
    .default(0),
  voivodeship: z.coerce
    .number({ error: BoardMessage.unknownVoivodeship })
    .int({ error: BoardMessage.unknownVoivodeship })
    .min(0, { error: BoardMessage.unknownVoivodeship })
    .max(lastVoivodeship, { error: BoardMessage.unknownVoivodeship })
    .default(0),
  page: z.coerce
    .number({ error: BoardMessage.badPage })
    .int({ error: BoardMessage.badPage })
    .min(1, { error: BoardMessage.badPage })
    .max(10_000, { error: BoardMessage.badPage })
    .default(1),
});
export type ClassifiedSearch = z.input<typeof classifiedSearchSchema>;

/** Body of POST /classifieds: every problem is reported (in Polish, as the original did). */
export const newClassifiedSchema = z.object({
  name: z
    .string({ error: BoardMessage.nameNeed })
    .trim()
    .min(1, { error: BoardMessage.nameNeed })
    .min(5, { error: BoardMessage.nameTooShort })
    .max(100, { error: BoardMessage.nameTooLong })
    .refine((name) => !hasControlCharacters(name), { error: BoardMessage.nameInvalid }),
  description: z
    .string({ error: BoardMessage.descriptionNeed })
    .trim()
    .min(1, { error: BoardMessage.descriptionNeed })
    .min(20, { error: BoardMessage.descriptionTooShort })
    .max(3000, { error: BoardMessage.descriptionTooLong })
    .refine((text) => !hasControlCharacters(text, true), {
      error: BoardMessage.descriptionInvalid,
    }),
  category: z
    .number({ error: BoardMessage.categoryNeed })
    .int({ error: BoardMessage.categoryNeed })
    .min(1, { error: BoardMessage.categoryNeed })
    .max(lastCategory, { error: BoardMessage.categoryNeed }),
  voivodeship: z
    .number({ error: BoardMessage.voivodeshipNeed })
    .int({ error: BoardMessage.voivodeshipNeed })
    .min(1, { error: BoardMessage.voivodeshipNeed })
    .max(lastVoivodeship, { error: BoardMessage.voivodeshipNeed }),
  /** Premium placement (0 regular, 1 urgent, 2 top of page, 3 both); only /post-ads sends it. */
  premium: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: BoardMessage.unknownPremium,
    })
    .default(0),
});
export type NewClassified = z.input<typeof newClassifiedSchema>;

export const classifiedSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.number().int(),
  voivodeship: z.number().int(),
  premium: z.number().int(),
  user: z.object({ username: z.string() }),
  createdAt: z.string(),
  /** URLs of the ad's photos, at most five. */
  photos: z.array(z.string()),
});
export type Classified = z.infer<typeof classifiedSchema>;

export const classifiedListSchema = z.object({
  classifieds: z.array(classifiedSchema),
  numOfPages: z.number().int(),
});
export type ClassifiedList = z.infer<typeof classifiedListSchema>;

export const classifiedDetailSchema = z.object({
  classified: classifiedSchema,
  /** The poster's contact; phone is left out when they chose to hide it on ads. */
  userData: z.object({ phone: z.string().optional(), email: z.string() }),
});
export type ClassifiedDetail = z.infer<typeof classifiedDetailSchema>;
