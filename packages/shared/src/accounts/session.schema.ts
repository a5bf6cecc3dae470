import { z } from 'zod';
import { idSchema } from '../numbers';

// Sessions you can see and end (issue 45): each sign-in on each device, and the call that ends
// one or all but the caller's.

export const SessionCode = {
  notFound: 'session.not_found',
} as const;

export const sessionSchema = z.object({
  id: z.number().int(),
  /** "Chrome · Windows"; '' when the browser did not say. */
  device: z.string(),
  /** The address it was opened from (no place is looked up: nothing leaves the server). */
  ip: z.string(),
  createdAt: z.string(),
  /** The last call made with it, to the nearest few minutes; null: none since sign-in. */
  lastUsedAt: z.string().nullable(),
  /** "Keep me logged in": it lasts 30 days, not one. */
  persistent: z.boolean(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsRequestSchema = z.looseObject({}).nullish();

/** One session of the caller's by its id, or every one but the caller's own. */
export const endSessionRequestSchema = z.object({
  id: z.union([idSchema(), z.literal('others')], { error: SessionCode.notFound }),
});
