import { z } from 'zod';
import { CLASSIFIED_CATEGORIES, VOIVODESHIPS } from './classified-constants';

const lastCategory = CLASSIFIED_CATEGORIES.length - 1;
const lastVoivodeship = VOIVODESHIPS.length - 1;

/** Query of GET /classifieds/; 0 (or nothing) means "all" for category and voivodeship. */
export const classifiedSearchSchema = z.object({
  q: z.string().max(100, { error: 'Fraza wyszukiwania jest za długa' }).default(''),
  category: z.coerce
    .number({ error: 'Nieznana kategoria' })
    .int({ error: 'Nieznana kategoria' })
    .min(0, { error: 'Nieznana kategoria' })
    .max(lastCategory, { error: 'Nieznana kategoria' })
    .default(0),
  voivodeship: z.coerce
    .number({ error: 'Nieznane województwo' })
    .int({ error: 'Nieznane województwo' })
    .min(0, { error: 'Nieznane województwo' })
    .max(lastVoivodeship, { error: 'Nieznane województwo' })
    .default(0),
  page: z.coerce
    .number({ error: 'Niepoprawny numer strony' })
    .int({ error: 'Niepoprawny numer strony' })
    .min(1, { error: 'Niepoprawny numer strony' })
    .max(10_000, { error: 'Niepoprawny numer strony' })
    .default(1),
});
export type ClassifiedSearch = z.input<typeof classifiedSearchSchema>;

/** Body of POST /classifieds: every problem is reported, in Polish, as the original did. */
export const newClassifiedSchema = z.object({
  name: z
    .string({ error: 'Tytuł jest wymagany' })
    .trim()
    .min(1, { error: 'Tytuł jest wymagany' })
    .min(5, { error: 'Tytuł musi mieć co najmniej 5 znaków' })
    .max(100, { error: 'Tytuł może mieć najwyżej 100 znaków' }),
  description: z
    .string({ error: 'Opis jest wymagany' })
    .trim()
    .min(1, { error: 'Opis jest wymagany' })
    .min(20, { error: 'Opis musi mieć co najmniej 20 znaków' })
    .max(3000, { error: 'Opis może mieć najwyżej 3000 znaków' }),
  category: z
    .number({ error: 'Wybierz kategorię' })
    .int({ error: 'Wybierz kategorię' })
    .min(1, { error: 'Wybierz kategorię' })
    .max(lastCategory, { error: 'Wybierz kategorię' }),
  voivodeship: z
    .number({ error: 'Wybierz województwo' })
    .int({ error: 'Wybierz województwo' })
    .min(1, { error: 'Wybierz województwo' })
    .max(lastVoivodeship, { error: 'Wybierz województwo' }),
  /** Premium placement (0 regular, 1 urgent, 2 top of page, 3 both); only /post-ads sends it. */
  premium: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: 'Nieznana opcja wyróżnienia',
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

/** Every problem of a payload, as the list of messages the add-ad form shows. */
export function classifiedErrors(issues: readonly { message?: string }[]): string[] {
  return [...new Set(issues.map((i) => i.message ?? 'Niepoprawne dane'))];
}
