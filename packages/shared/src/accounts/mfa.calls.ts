import { z } from 'zod';
import { anyone, defineCall, signedIn, tooManyRequests } from '../api/contract';
import { MessageCode } from '../errors';
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
import {
  addPasskeyRequestSchema,
  addPasskeyResultSchema,
  loginPasskeyRequestSchema,
  passkeyOptionsSchema,
} from './passkey.schema';

// Second factors (issue 45): enrol an authenticator app, confirm it with a first code (and get
// recovery codes), add a passkey, remove one; give one at sign-in, and again before what moves
// money or reveals documents. A passkey also signs in alone: it is both factors at once.

const nothing = z.looseObject({}).nullish();
const codeInvalid = { status: 400, message: MfaCode.codeInvalid } as const;
const passkeyInvalid = { status: 400, message: MfaCode.passkeyInvalid } as const;
const passkeyExpired = { status: 400, message: MfaCode.passkeyExpired } as const;

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

export const passkeyOptionsCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/passkeyOptions',
  tag: 'member',
  summary:
    "Starts adding a passkey: the options for the browser's navigator.credentials.create (a challenge good for five minutes, the caller's passkeys excluded)",
  access: signedIn,
  duringEnrolment: true,
  request: nothing,
  result: passkeyOptionsSchema,
});

export const addPasskeyCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/addPasskey',
  tag: 'member',
  summary:
    "Adds the passkey the browser created for passkeyOptions' challenge. The account's first factor also brings ten recovery codes, shown once",
  access: signedIn,
  duringEnrolment: true,
  request: addPasskeyRequestSchema,
  result: addPasskeyResultSchema,
  outcomes: [passkeyInvalid, passkeyExpired],
});

export const passkeyChallengeCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/passkeyChallenge',
  tag: 'member',
  summary:
    "The options for navigator.credentials.get with one of the caller's passkeys (for stepUp or deleteAccount); 404 when the account has none",
  access: signedIn,
  duringEnrolment: true,
  request: nothing,
  result: passkeyOptionsSchema,
  outcomes: [{ status: 404, message: MfaCode.factorNotFound }],
});

export const passkeyLoginOptionsCall = defineCall({
  method: 'POST',
  path: '/api/member/passkeyLoginOptions',
  tag: 'member',
  summary:
    'Starts a sign-in with a passkey, no user name or password: the options for navigator.credentials.get (any passkey of this site; the one chosen names the account)',
  access: anyone,
  request: nothing,
  result: passkeyOptionsSchema,
  outcomes: [tooManyRequests],
});

export const loginPasskeyCall = defineCall({
  method: 'POST',
  path: '/api/member/loginPasskey',
  tag: 'member',
  summary:
    'Signs in with the passkey answer to passkeyLoginOptions: a passkey with its PIN or biometrics is both factors, so nothing more is asked. Blocked and deleted accounts are refused (403)',
  access: anyone,
  request: loginPasskeyRequestSchema,
  result: loginResultSchema,
  outcomes: [
    passkeyInvalid,
    passkeyExpired,
    { status: 403, message: MessageCode.accountBlocked },
    { status: 403, message: MessageCode.accountDeleted },
    tooManyRequests,
  ],
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
    'The second step of a sign-in that answered `mfaRequired`: the challenge and a code from the app, a passkey answer to its `passkeyOptions`, or a recovery code; answers the login result. Five wrong tries end the challenge',
  access: anyone,
  request: loginMfaRequestSchema,
  result: loginResultSchema,
  outcomes: [
    codeInvalid,
    passkeyInvalid,
    { status: 401, message: MfaCode.challengeInvalid },
    tooManyRequests,
  ],
});

export const stepUpCall = defineCall({
  method: 'POST',
  path: '/api/member/mfa/stepUp',
  tag: 'member',
  summary:
    'Gives a second factor again in this session (a code, a passkey answer to passkeyChallenge, or a recovery code): what needs one may be done for ten minutes',
  access: signedIn,
  duringEnrolment: true,
  request: stepUpRequestSchema,
  result: z.object({ until: z.string() }),
  outcomes: [codeInvalid, passkeyInvalid, passkeyExpired],
});

export const mfaCalls = [
  mfaStatusCall,
  enrollTotpCall,
  confirmTotpCall,
  passkeyOptionsCall,
  addPasskeyCall,
  passkeyChallengeCall,
  removeFactorCall,
  passkeyLoginOptionsCall,
  loginMfaCall,
  loginPasskeyCall,
  stepUpCall,
] as const;
