// What other modules may read of the mail module's: where and whether to mail a user (the
// notices module writes every notice's mail through it).
export { notifyContact } from './recipients.repository';
