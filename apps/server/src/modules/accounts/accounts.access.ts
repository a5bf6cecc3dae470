// The accounts module's face to other modules: what they may read or do to an account's rows
// inside their own transactions. Everything else of the module is its service and routes.

export {
  /** An account's name, e-mail and language, to write to it. */
  findContact,
  /** Ends every session of a user (blocked, deleted, or its password changed). */
  revokeUserSessions,
} from './accounts.repository';

export {
  /** The e-mails an account used, read before its erasure (the outbox's mails to them go). */
  addressesOf,
  /** The names others see of some accounts, by id. */
  namesOf,
} from './personal-data.repository';
