import { MessageCode } from '../errors';

// The spec's outcome values (sections 7 and 8), one named constant per call and meaning.
// The spec's client compares the raw `message` (or `result`) values, so the wire keeps them;
// both sides of this project compare these names instead.

/** Register's `message` when `success` is false. */
export const RegisterOutcome = {
  usernameTaken: '-1',
  mobileTaken: '-2',
  /** Not in the spec, which lets two accounts share an e-mail (docs/decisions.md). */
  emailTaken: MessageCode.emailExists,
} as const;

/** Login's `message` when no token comes back; blocked and deleted answer `result.active`. */
export const LoginOutcome = {
  unknownAccount: '-1',
  wrongPassword: '-2',
} as const;

/** resetPassword's `message`: no live account has that e-mail. */
export const ResetPasswordOutcome = {
  unknownEmail: '-1',
  /** The spec's client shows the unknown error for it; this server never sends it. */
  failed: '-2',
} as const;

/** changePassword's `result`. */
export const ChangePasswordResult = {
  changed: 1,
  accountMissing: -1,
  wrongOldPassword: -2,
} as const;
export type ChangePasswordResult = (typeof ChangePasswordResult)[keyof typeof ChangePasswordResult];

/** loadClientInfo's `message` when the account is gone. */
export const ClientInfoOutcome = {
  accountMissing: '-1',
} as const;
