import type { ClientRating } from '@airwork/shared/hiring/application.schema';
import type { Db } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import { ratingSummary } from './ratings.repository';

export interface RatingsDeps {
  db: Db;
  now?: () => Date;
}

/** A client's prestige: the visible ratings pilots gave them. */
export const clientRating = (deps: RatingsDeps, userId: number): Promise<ClientRating> =>
  ratingSummary(deps.db, userId, deps.now?.() ?? new Date());

export const createRatingsService = (deps: RatingsDeps) => bindUseCases(deps, { clientRating });

export type RatingsService = ReturnType<typeof createRatingsService>;
