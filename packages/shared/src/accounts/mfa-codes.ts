// The second factor's message codes (issue 45), without zod: the web's request layer reads two
// of them on every reply.

export const MfaCode = {
  codeInvalid: 'mfa.code_invalid',
  challengeInvalid: 'mfa.challenge_invalid',
  enrolRequired: 'mfa.enrol_required',
  stepUpRequired: 'mfa.step_up_required',
  notEnrolling: 'mfa.not_enrolling',
  factorNotFound: 'mfa.factor_not_found',
  lastFactor: 'mfa.last_factor',
  passkeyInvalid: 'mfa.passkey_invalid',
  passkeyExpired: 'mfa.passkey_expired',
  required: 'login.mfa_required',
} as const;
