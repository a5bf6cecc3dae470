import { z } from 'zod';

/** The pilot home's forecast for the place of the pilot's address (issue 10). */
export const forecastSchema = z.object({
  /** The place the forecast is for, e.g. "Toronto, Ontario". */
  place: z.string(),
  current: z.object({
    temperature: z.number(),
    cloudCover: z.number(),
    windSpeed: z.number(),
    weatherCode: z.number().int(),
  }),
  daily: z.array(
    z.object({
      date: z.string(),
      min: z.number(),
      max: z.number(),
      cloudCover: z.number(),
      windSpeed: z.number(),
      weatherCode: z.number().int(),
    }),
  ),
});
export type Forecast = z.infer<typeof forecastSchema>;
