import { z } from 'zod';
import { idSchema } from '../numbers';
import { lines } from '../text';

// Ratings (spec sections 3 and 5, issue 12): 1–5 stars and a comment, both required — the
// spec's client sent the request even after its alerts; we refuse it on both sides on purpose.

/** The rating screen's `ratingType`: 1 the client rates the pilot, 2 the pilot rates the client. */
export const RatingType = { ofPilot: 1, ofClient: 2 } as const;

export const RATING_COMMENT_MAX = 2000;

export const addRatingRequestSchema = z.object({
  /** 0 on create (the spec's field); ratings are never edited. */
  id: z.literal(0).optional(),
  /**
   * The Airwork rated for: an addition, so each side rates once per Airwork. Without it (the
   * spec's payload), the latest delivered Airwork the two share that awaits this rating.
   */
  taskId: idSchema().optional(),
  /** The rated user. */
  userId: idSchema(),
  /** Must be the caller when sent; never trusted. */
  fromUserId: idSchema().optional(),
  rating: z
    .number({ error: 'rating.choose_a_rate' })
    .int()
    .min(1, { error: 'rating.choose_a_rate' })
    .max(5, { error: 'rating.choose_a_rate' }),
  comments: lines({ max: RATING_COMMENT_MAX, need: 'rating.comments_need' }),
});
export type AddRatingRequest = z.input<typeof addRatingRequestSchema>;

export const receivedRatingsRequestSchema = z.object({
  userId: idSchema(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(50).default(10),
});

export const receivedRatingSchema = z.object({
  rating: z.number().int(),
  comments: z.string(),
  /** Who gave it, as a role: the names stay private. */
  from: z.enum(['client', 'pilot']),
  taskTitle: z.string(),
  createTime: z.string(),
});
export type ReceivedRating = z.infer<typeof receivedRatingSchema>;

/** `/api/rating/forTask`: what the caller gave for one Airwork, and what they got once shown. */
export const taskRatingsSchema = z.object({
  given: z
    .object({ rating: z.number().int(), comments: z.string(), visible: z.boolean() })
    .nullable(),
  received: z.object({ rating: z.number().int(), comments: z.string() }).nullable(),
  /** When both ratings show at the latest (14 days after the results were first delivered). */
  revealAt: z.string().nullable(),
  /** What is rated (issue 46): the Airwork, and the other party as others see them named. */
  airwork: z.object({ title: z.string(), tasksId: z.string() }),
  otherName: z.string(),
});
export type TaskRatings = z.infer<typeof taskRatingsSchema>;
