// The hiring module's face to other modules: closing an Airwork's waiting applications when
// the Airwork is deleted, cancelled or given to one pilot.

export {
  /** Closes the Airwork's waiting applications but `exceptId`'s (0: all of them). */
  closeOthers,
} from './applications.repository';
