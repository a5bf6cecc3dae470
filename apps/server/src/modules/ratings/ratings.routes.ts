import type { FastifyInstance } from 'fastify';
import {
  addRatingCall,
  clientRatingCall,
  receivedRatingsCall,
  taskRatingsCall,
} from '@airwork/shared/ratings/rating.calls';
import { route } from '../../plugins/route';
import { assertOwnUserIds } from '../../plugins/auth';
import type { RatingsService } from './ratings.service';

export function ratingsRoutes(ratings: RatingsService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, clientRatingCall, (r) => ratings.clientRating(r.userId));
    route(app, receivedRatingsCall, (r) => ratings.received(r));
    route(app, addRatingCall, async (r, { request }) => {
      // fromUserId names the caller or nobody; userId, the rated user, is checked in the rule.
      await ratings.add(assertOwnUserIds(request, r.fromUserId), r);
      return null;
    });
    route(app, taskRatingsCall, (r, { caller }) => ratings.forTask(caller, r.taskId));
  };
}
