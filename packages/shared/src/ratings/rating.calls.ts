import { z } from 'zod';
import { userIdRequestSchema } from '../accounts/account.schema';
import { anyone, defineCall, signedIn, taskNotFound, notAParty } from '../api/contract';
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
    { status: 400, message: 'rating.wrong_user' },
    { status: 409, message: 'rating.not_yet' },
    { status: 409, message: 'rating.already' },
    { status: 409, message: 'rating.nothing_to_rate' },
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
