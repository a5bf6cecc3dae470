import { z } from 'zod';
import { anyone, defineCall, signedIn, tooManyRequests } from '../api/contract';
import { MessageCode } from '../errors';
import { mfaChallengeResultSchema } from './mfa.schema';
import {
  SessionCode,
  endSessionRequestSchema,
  sessionSchema,
  sessionsRequestSchema,
} from './session.schema';
import {
  changePasswordRequestSchema,
  clientInfoSchema,
  loginRequestSchema,
  loginResultSchema,
  refusedLoginResultSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  setNewPasswordRequestSchema,
  userIdRequestSchema,
} from './account.schema';
import {
  ClientInfoOutcome,
  LoginOutcome,
  RegisterOutcome,
  ResetPasswordOutcome,
} from './account-outcomes';

// Accounts (spec sections 5 and 8): register, sign in and out, passwords, the own profile.
// Every "no" the spec's screens read from `message` is listed as a refusal.

const tooMany = tooManyRequests;
/** A new password on the list of the most common ones. */
const tooCommon = { status: 400, message: MessageCode.passwordTooGuessable } as const;

export const registerCall = defineCall({
  method: 'POST',
  path: '/api/member/register',
  tag: 'member',
  summary:
    'Create a pilot (role 1) or client (role 2) account and sign it in; `success` false with message -1 user name taken, -2 mobile taken',
  access: anyone,
  envelope: 'success',
  request: registerRequestSchema,
  result: loginResultSchema.nullable(),
  successMessage: MessageCode.registerSuccess,
  refusals: Object.values(RegisterOutcome),
  outcomes: [tooCommon, tooMany],
});

export const loginCall = defineCall({
  method: 'POST',
  path: '/api/member/login',
  tag: 'member',
  summary:
    'Sign in; message -1 unknown account, -2 wrong password; a blocked (3) or deleted (4) account gets only `result.active`',
  access: anyone,
  request: loginRequestSchema,
  // A second factor due: `{ mfaRequired: true, challengeId }`, then /api/member/loginMfa.
  result: z
    .union([loginResultSchema, mfaChallengeResultSchema, refusedLoginResultSchema])
    .nullable(),
  refusals: [...Object.values(LoginOutcome), MessageCode.accountBlocked],
  outcomes: [tooMany],
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/api/member/logout',
  tag: 'member',
  summary: 'Revoke the current session (no body needed)',
  access: signedIn,
  duringEnrolment: true,
  request: z.looseObject({}).nullish(),
  result: z.null(),
});

export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/member/resetPassword',
  tag: 'member',
  summary: 'E-mail a single-use reset link valid 30 minutes; message -1 unknown e-mail',
  access: anyone,
  request: resetPasswordRequestSchema,
  result: z.null(),
  successMessage: MessageCode.resetEmailSent,
  refusals: [ResetPasswordOutcome.unknownEmail],
  outcomes: [tooMany],
});

export const setNewPasswordCall = defineCall({
  method: 'POST',
  path: '/api/member/setNewPassword',
  tag: 'member',
  summary: 'Finish a reset with the token from the e-mailed link',
  access: anyone,
  request: setNewPasswordRequestSchema,
  result: z.null(),
  successMessage: MessageCode.passwordReset,
  outcomes: [{ status: 400, message: MessageCode.resetLinkInvalid }, tooCommon, tooMany],
});

export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/api/member/changePassword',
  tag: 'member',
  summary:
    "Change the caller's password; result 1 changed, -1 account missing, -2 old password wrong",
  access: signedIn,
  request: changePasswordRequestSchema,
  result: z.number().int(),
  successMessage: MessageCode.passwordChanged,
  refusals: [MessageCode.oldPasswordError, MessageCode.accountNotExists],
  outcomes: [{ status: 403, message: MessageCode.forbidden }, tooCommon, tooMany],
});

export const loadClientInfoCall = defineCall({
  method: 'POST',
  path: '/api/member/loadClientInfo',
  tag: 'member',
  summary: "The caller's own account profile; message -1 the account is gone",
  access: signedIn,
  reads: true,
  request: userIdRequestSchema,
  result: clientInfoSchema.nullable(),
  refusals: [ClientInfoOutcome.accountMissing],
  outcomes: [{ status: 403, message: MessageCode.forbidden }],
});

export const sessionsCall = defineCall({
  method: 'POST',
  path: '/api/member/sessions',
  tag: 'member',
  summary:
    "The caller's live sessions, the last used first: device, address, first and last use, and which is this one",
  access: signedIn,
  reads: true,
  request: sessionsRequestSchema,
  result: z.array(sessionSchema),
});

export const endSessionCall = defineCall({
  method: 'POST',
  path: '/api/member/endSession',
  tag: 'member',
  summary:
    "Ends one of the caller's sessions (`id`), or every one but the caller's (`'others'`): a call made with it is refused at once. 404 session.not_found",
  access: signedIn,
  request: endSessionRequestSchema,
  result: z.object({ ended: z.number().int() }),
  outcomes: [{ status: 404, message: SessionCode.notFound }],
});

export const accountCalls = [
  registerCall,
  loginCall,
  logoutCall,
  resetPasswordCall,
  setNewPasswordCall,
  changePasswordCall,
  loadClientInfoCall,
  sessionsCall,
  endSessionCall,
] as const;
