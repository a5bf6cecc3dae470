import { z } from 'zod';
import { defineCall, signedIn, type Outcome } from '../api/contract';
import { idSchema } from '../numbers';
import {
  pilotInfoSchema,
  pilotProfileRequestSchema,
  pilotPublicInfoSchema,
  updateCapabilitiesRequestSchema,
  updateCertificateRequestSchema,
  updateDeviceRequestSchema,
  updateNotificationRequestSchema,
  updatePayoutRequestSchema,
  userIdRequestSchema,
} from './pilot.schema';
import { forecastSchema } from './weather.schema';

/** What a forecast call may answer besides a forecast, declared once for both (the pilot's, a site's). */
export const WeatherOutcome = {
  /** The address names no place we know. */
  placeUnknown: { status: 404, message: 'weather.place_unknown' },
  /** The weather service cannot be reached. */
  unavailable: { status: 503, message: 'weather.unavailable' },
} as const satisfies Record<string, Outcome>;

// A member's own settings (issue 10): a pilot's verification, capabilities, certificate, RPAS,
// payout, and both roles' profile and notification; what others may see of a pilot.

/** Every "no" of the member calls, declared once: thrown by these names, matched by them. */
export const MemberOutcome = {
  documentUnknown: { status: 400, message: 'verification.document_unknown' },
  pilotsOnly: { status: 403, message: 'pilot.pilots_only' },
  pilotNotFound: { status: 404, message: 'pilot.not_found' },
  emailExists: { status: 400, message: 'register.email_exists' },
  mobileExists: { status: 400, message: 'register.mobile_exists' },
} as const satisfies Record<string, Outcome>;

/** `result` of the spec's profile-type updates: 1 done, -1 the account does not exist. */
const done = z.number().int();
const documentUnknown = MemberOutcome.documentUnknown;
const pilotsOnly = MemberOutcome.pilotsOnly;

export const pilotProfileCall = defineCall({
  method: 'POST',
  path: '/api/member/pilotProfile',
  tag: 'member',
  summary:
    "A pilot's verification: both documents (ids or links from `/api/utilities/upload?kind=document`), certificate, RPAS and address; the pilot then waits on the admins' verify list",
  access: signedIn,
  request: pilotProfileRequestSchema,
  result: z.null(),
  successMessage: 'verification.submitted',
  outcomes: [documentUnknown, pilotsOnly],
});

export const updateCapabilitiesCall = defineCall({
  method: 'POST',
  path: '/api/member/updateCapabilities',
  tag: 'member',
  summary:
    "A pilot's capabilities (codes 1–7, comma list) and description; the reply carries `success` beside `code`, as the spec reads it",
  access: signedIn,
  envelope: 'codeAndSuccess',
  request: updateCapabilitiesRequestSchema,
  result: z.null(),
  successMessage: 'capabilities.saved',
  outcomes: [pilotsOnly],
});

export const updateCertificateCall = defineCall({
  method: 'POST',
  path: '/api/member/updateCertificate',
  tag: 'member',
  summary: 'A new certificate (type and document); it goes back to the verify list',
  access: signedIn,
  request: updateCertificateRequestSchema,
  result: done,
  successMessage: 'pilot.certificate_changed',
  outcomes: [documentUnknown, pilotsOnly],
});

export const updateDeviceCall = defineCall({
  method: 'POST',
  path: '/api/member/updateDevice',
  tag: 'member',
  summary: "A pilot's RPAS licence number and type/make",
  access: signedIn,
  request: updateDeviceRequestSchema,
  result: done,
  successMessage: 'pilot.device_updated',
  outcomes: [pilotsOnly],
});

export const updatePayoutCall = defineCall({
  method: 'POST',
  path: '/api/member/updatePayout',
  tag: 'member',
  summary: "A pilot's payout preference: 1 provider e-mail, 2 e-mail transfer, 3 card",
  access: signedIn,
  stepUp: 'always',
  request: updatePayoutRequestSchema,
  result: done,
  successMessage: 'payout.saved',
  outcomes: [pilotsOnly],
});

export const updateProfileCall = defineCall({
  method: 'POST',
  path: '/api/member/updateProfile',
  tag: 'member',
  summary:
    "The caller's profile: a pilot's `firstName, lastName, eMail, idUrl?, documentIdNumber, address, postCode`, a client's `firstName, lastName, eMail, mobile, brief` (checked by the caller's role)",
  access: signedIn,
  request: z.looseObject({ userId: idSchema() }),
  result: done,
  successMessage: 'profile.updated',
  outcomes: [documentUnknown, MemberOutcome.emailExists, MemberOutcome.mobileExists],
});

export const updateNotificationCall = defineCall({
  method: 'POST',
  path: '/api/member/updateNotification',
  tag: 'member',
  summary: 'Whether to be notified by e-mail, and at which address (empty: the account’s)',
  access: signedIn,
  request: updateNotificationRequestSchema,
  result: done,
  successMessage: 'notification.updated',
});

export const loadPilotInfoCall = defineCall({
  method: 'POST',
  path: '/api/member/loadPilotInfo',
  tag: 'member',
  summary: "The caller's own pilot profile, with links to the documents that expire in minutes",
  access: signedIn,
  reads: true,
  request: userIdRequestSchema,
  result: pilotInfoSchema.nullable(),
});

export const pilotPublicInfoCall = defineCall({
  method: 'POST',
  path: '/api/member/pilotPublicInfo',
  tag: 'member',
  summary: 'What anyone signed in may know of a pilot (never the documents)',
  access: signedIn,
  reads: true,
  request: userIdRequestSchema,
  result: pilotPublicInfoSchema,
  outcomes: [MemberOutcome.pilotNotFound],
});

export const pilotWeatherCall = defineCall({
  method: 'POST',
  path: '/api/member/pilotWeather',
  tag: 'member',
  summary:
    "The forecast for the place of the pilot's address (WEATHER_URL, cached 30 minutes); 404 `weather.place_unknown` when the address names no known place, 503 `weather.unavailable` when the service cannot be reached",
  access: signedIn,
  reads: true,
  request: userIdRequestSchema,
  result: forecastSchema,
  outcomes: [WeatherOutcome.placeUnknown, WeatherOutcome.unavailable],
});

export const memberCalls = [
  pilotProfileCall,
  updateCapabilitiesCall,
  updateCertificateCall,
  updateDeviceCall,
  updatePayoutCall,
  updateProfileCall,
  updateNotificationCall,
  loadPilotInfoCall,
  pilotPublicInfoCall,
  pilotWeatherCall,
];
