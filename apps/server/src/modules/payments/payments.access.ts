// The payments module's face to the delivery module: where an Airwork's money stands, read
// inside its own work (the hold's capture and release go through the payments service).

export {
  /** The Airwork's latest payment that got past "created", or else its latest at all. */
  latestPayment,
} from './payments.repository';
