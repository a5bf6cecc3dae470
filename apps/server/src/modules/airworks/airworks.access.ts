// The airworks module's face to other modules (hiring, delivery …): an Airwork loaded for a use
// case (locked, or unlocked to tell its parties), the clock's due Airworks, and the shape of a
// status change; moves themselves go through airwork-lifecycle.ts (`AirworkMoves`).

export {
  /** The Airwork's row, locked until the caller's transaction ends. */
  lockAirwork,
  /** The same facts, unlocked: for telling the parties what just happened. */
  airworkFacts,
  /** The Airwork's client, pilot and status, unlocked. */
  airworkParties,
  /** What a payment needs of its Airwork: parties, price, province, the card on file. */
  airworkForPayment,
  /** The Airwork with its two parties' names: what a dispute, a receipt, a rating page name. */
  airworkWithNames,
  /** Scheduled Airworks whose flight day came, locked (skipping other instances' rows). */
  lockDueToStart,
  /** Delivered Airworks nobody decided on in time, locked the same way. */
  lockDueToAccept,
  /** Records something in the Airwork's timeline (an admin reading its conversations). */
  recordTransition,
  /** The Airwork's timeline, oldest first, with each actor's role. */
  timelineOf,
  /** Whether such a record was written since a moment (an admin's reading, once a while). */
  recordedSince,
  type LockedAirwork,
  type StatusPatch,
} from './airwork-moves.repository';

export {
  /** A person's Airworks not yet finished: what keeps their account from being deleted. */
  unfinishedAirworksOf,
  /** The Airworks a person posted or flew, by id. */
  airworkIdsOf,
} from './personal-data.repository';

export {
  /** A pilot's flight days, soonest first. */
  pilotSchedules,
  /** A pilot's other Airworks flown on a day. */
  sameDay,
} from './airworks.repository';
