import { useQuery } from '@tanstack/react-query';
import type { ClientRating } from '@airwork/shared/hiring/application.schema';
import { plainCall, shaped } from '../../../lib/plain-call';

// A client's prestige on Airwork-details, read without the contract's schemas (like the
// Airwork itself, lib/airwork-query.ts); the server's side is `clientRatingCall`
// (packages/shared/src/ratings/rating.calls.ts), client-rating.test.ts holds this to it.

export const CLIENT_RATING_PATH = '/api/rating/clientRating';

export const isClientRating = shaped<ClientRating>({
  totalRating: 'number',
  totalRateCount: 'integer',
});

/** A client's prestige: the average of the ratings pilots gave them, and how many. */
export function useClientRating(userId: number) {
  return useQuery({
    // The call's path first, as keyOf(entry) writes it (the entry itself is not loaded here).
    queryKey: [CLIENT_RATING_PATH, userId],
    queryFn: () => plainCall(CLIENT_RATING_PATH, { userId }, isClientRating),
    enabled: userId > 0,
  });
}
