// The members module's face to the admin module: a member's rows, read and changed inside the
// admin's transactions.

export {
  findMember,
  lockMember,
  /** Where a pilot's payouts go (the payouts module). */
  payoutTargetOf,
  savePilotProfile,
  updateUser,
} from './members.repository';
