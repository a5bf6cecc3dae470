import { z } from 'zod';

/** The other party of an Airwork once hired: name and (unless they hide it) phone (issue 21). */
export const contactSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** '' when they asked to hide it. */
  phone: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
