// The airworks module's face to other modules (hiring, delivery …): the one way to load an
// Airwork under its lock for a use case, and the shape of a status change; moves themselves
// go through airwork-lifecycle.ts.

export {
  /** The Airwork's row, locked until the caller's transaction ends. */
  lockAirwork,
  /** Records something in the Airwork's timeline (an admin reading its conversations). */
  recordTransition,
  type StatusPatch,
} from './airworks.repository';
