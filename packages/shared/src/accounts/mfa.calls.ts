import { z } from 'zod';
import { anyone, defineCall, signedIn } from '../api/contract';
import { loginResultSchema } from './account.schema';
import { MfaCode } from './mfa-codes';
import {
  confirmTotpRequestSchema,
  confirmTotpResultSchema,
  enrollTotpResultSchema,
  loginMfaRequestSchema,
  mfaStatusSchema,
  removeFactorRequestSchema,
  stepUpRequestSchema,
} from './mfa.schema';

// Second factors (issue 45): enrol an authenticator app, confirm it with a first code (and get
// recovery codes), remove one; give one at sign-in, and again before what moves money or
// reveals documents.

const nothing = z.looseObject({}).nullish();
const codeInvalid = { status: 400, message: MfaCode.codeInvalid } as const;

export const mfaStatusCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/status',
  tag: 'member',
  summary: "The caller's second factors, recovery codes left, and whether one is required",
  access: signedIn,
  reads: true,
  duringEnrolment: true,
  request: nothing,
  result: mfaStatusSchema,
});

export const enrollTotpCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/enrollTotp',
  tag: 'member',
  summary:
    'Starts enrolling an authenticator app: its key (base32), otpauth URL and QR code. Nothing is required of the account until confirmTotp',
  access: signedIn,
  duringEnrolment: true,
  request: nothing,
  result: enrollTotpResultSchema,
});

export const confirmTotpCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/confirmTotp',
  tag: 'member',
  summary:
    'Confirms the app with a code from it; answers ten recovery codes, shown once (earlier ones stop working)',
  access: signedIn,
  duringEnrolment: true,
  request: confirmTotpRequestSchema,
  result: confirmTotpResultSchema,
  outcomes: [codeInvalid, { status: 409, message: MfaCode.notEnrolling }],
});

export const removeFactorCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/remove',
  tag: 'member',
  summary:
    'Removes one of the caller’s second factors (a factor given within ten minutes first). 409 mfa.last_factor: an admin keeps one where it is required',
  access: signedIn,
  stepUp: 'always',
  request: removeFactorRequestSchema,
  result: z.null(),
  outcomes: [
    { status: 404, message: MfaCode.factorNotFound },
    { status: 409, message: MfaCode.lastFactor },
  ],
});

export const loginMfaCall = defineCall({
  method: 'POST',
  path: '/api/member/loginMfa',
  tag: 'member',
  summary:
    'The second step of a sign-in that answered `mfaRequired`: the challenge and a code from the app, or a recovery code; answers the login result. Five wrong tries end the challenge',
  access: anyone,
  request: loginMfaRequestSchema,
  result: loginResultSchema,
  outcomes: [
    codeInvalid,
    { status: 401, message: MfaCode.challengeInvalid },
    { status: 429, message: 'common.too_many_requests' },
  ],
});

export const stepUpCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/stepUp',
  tag: 'member',
  summary:
    'Gives a second factor again in this session (a code or a recovery code): what needs one may be done for ten minutes',
  access: signedIn,
  duringEnrolment: true,
  request: stepUpRequestSchema,
  result: z.object({ until: z.string() }),
  outcomes: [codeInvalid],
});

export const mfaCalls = [
  mfaStatusCall,
  enrollTotpCall,
  confirmTotpCall,
  removeFactorCall,
  loginMfaCall,
  stepUpCall,
] as const;
