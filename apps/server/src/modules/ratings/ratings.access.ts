// The ratings module's face to other modules: a user's visible average and latest reviews,
// for their profile.

export {
  /** The average of the visible ratings a user received, and how many there are. */
  ratingSummary,
  /** The same for several users, in one query (a list of proposals). */
  ratingSummaries,
  /** The latest visible ratings a user received, with the reviewer's names: a profile's reviews. */
  latestReviews,
} from './ratings.repository';
