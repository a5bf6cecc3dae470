// The results module's face to the modules below it, handed down by services.ts (delivery sits
// under results in the stack): what the Airwork's result files are.

export {
  /** How many result files an Airwork has (submitting needs one). */
  resultCount,
} from './results.repository';
