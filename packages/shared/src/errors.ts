/**
 * Stable message codes. Each is also the i18n key the web app translates, so the
 * server never sends prose and the two sides cannot drift apart.
 * Key names keep the spec's spelling (`unknow_error`, `usename_…`) on purpose.
 */
export const MessageCode = {
  unknownError: 'common.unknow_error',
  unavailable: 'common.unavailable',
  accountNotExists: 'common.account_not_exists',
  accountBlocked: 'common.account_blocked',
  accountDeleted: 'common.account_deleted',
  unauthorized: 'common.unauthorized',
  forbidden: 'common.forbidden',
  notFound: 'common.not_found',
  tooManyRequests: 'common.too_many_requests',
  invalidRequest: 'common.invalid_request',
  payloadTooLarge: 'common.payload_too_large',
  success: 'common.success',
  resetEmailSent: 'forgot.reset_email_sent',
  resetLinkInvalid: 'reset.link_invalid',
  passwordReset: 'reset.password_reset',
  emailExists: 'register.email_exists',
  registerSuccess: 'register.success',
  oldPasswordError: 'password.old_password_error',
  passwordChanged: 'password.password_changed',
  passwordTooGuessable: 'password.too_common',
} as const;
export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];
