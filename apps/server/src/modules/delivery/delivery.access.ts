// The delivery module's face to the modules above it (results, ratings, disputes): an Airwork's
// delivery facts, locked for a use case, and who its parties are.

export {
  /** The Airwork's delivery facts, locked until the caller's transaction ends. */
  lockForDelivery,
  /** The same facts, unlocked: for telling the parties what just happened. */
  deliveryFacts,
  /** The Airwork's client, pilot and status, unlocked. */
  parties,
  type DeliveryRow,
} from './delivery.repository';
