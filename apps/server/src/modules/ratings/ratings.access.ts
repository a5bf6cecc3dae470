// The ratings module's face to other modules: a user's visible average, for their profile.

export {
  /** The average of the visible ratings a user received, and how many there are. */
  ratingSummary,
} from './ratings.repository';
