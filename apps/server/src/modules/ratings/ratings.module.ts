import type { ServerModule } from '../../server-module';
import { ratingCalls } from '@airwork/shared/ratings/rating.calls';
import { ratingsRoutes } from './ratings.routes';
import { ratingsPersonalData } from './personal-data.repository';

/** The ratings module as it declares itself (server-module.ts). */
export const ratingsModule: ServerModule = {
  name: 'ratings',
  routes: (s) => [ratingsRoutes(s.ratings)],
  calls: ratingCalls,
  tables: ['ratings'],
  personalData: ratingsPersonalData,
};
