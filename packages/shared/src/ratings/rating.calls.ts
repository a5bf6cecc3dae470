import { z } from 'zod';
import { userIdRequestSchema } from '../accounts/account.schema';
import {
  anyone,
  defineCall,
  signedIn,
  taskNotFound,
  notAParty,
  type Outcome,
} from '../api/contract';
import { taskIdRequestSchema } from '../delivery/delivery.schema';
import { clientRatingSchema } from '../hiring/application.schema';
import {
  addRatingRequestSchema,
  receivedRatingSchema,
  receivedRatingsRequestSchema,
  taskRatingsSchema,
} from './rating.schema';

// The rating calls (spec section 7, "rating"). Reviews a user received are public, as on every
// marketplace: anyone may read them (docs/api.md).

/** Every "no" of the ratings' calls, declared once: thrown by these names, matched by them. */
export const RatingOutcome = {
  /** The one rated is not the other party of this Airwork. */
  wrongUser: { status: 400, message: 'rating.wrong_user' },
  /** Nothing was delivered yet. */
  notYet: { status: 409, message: 'rating.not_yet' },
  already: { status: 409, message: 'rating.already' },
  nothingToRate: { status: 409, message: 'rating.nothing_to_rate' },
} as const satisfies Record<string, Outcome>;

const notFound = taskNotFound;

export const clientRatingCall = defineCall({
  method: 'POST',
  path: '/api/rating/clientRating',
  tag: 'rating',
  summary: "A client's prestige: the average of their visible ratings and how many",
  access: anyone,
  reads: true,
  request: userIdRequestSchema,
  result: clientRatingSchema,
});

export const receivedRatingsCall = defineCall({
  method: 'POST',
  path: '/api/rating/received',
  tag: 'rating',
  summary: 'The visible ratings a user received, newest first',
  access: anyone,
  reads: true,
  request: receivedRatingsRequestSchema,
  result: z.object({ total: z.number().int(), data: z.array(receivedRatingSchema) }),
});

export const addRatingCall = defineCall({
  method: 'POST',
  path: '/api/rating/add',
  tag: 'rating',
  summary:
    "The Airwork's client rates its pilot, or the pilot its client: once each, after delivery, 1–5 stars and a comment; hidden until both rated or 14 days passed. Without `taskId` (the spec's payload), the latest delivered Airwork the two share that awaits this rating",
  access: signedIn,
  request: addRatingRequestSchema,
  result: z.null(),
  outcomes: [
    notFound,
    RatingOutcome.wrongUser,
    RatingOutcome.notYet,
    RatingOutcome.already,
    RatingOutcome.nothingToRate,
  ],
});

export const taskRatingsCall = defineCall({
  method: 'POST',
  path: '/api/rating/forTask',
  tag: 'rating',
  summary: "The caller's rating for an Airwork, and the other side's once it shows",
  access: signedIn,
  reads: true,
  request: taskIdRequestSchema,
  result: taskRatingsSchema,
  outcomes: [notAParty, notFound],
});

export const ratingCalls = [clientRatingCall, receivedRatingsCall, addRatingCall, taskRatingsCall];
