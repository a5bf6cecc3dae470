import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import {
  defineCall,
  onlyRoles,
  signedIn,
  taskNotFound,
  type Outcome,
  type UserLimit,
} from '../api/contract';
import { pilotListRequestSchema } from '../airworks/airwork.schema';
import {
  applicationSchema,
  applyInfoRequestSchema,
  applyRequestSchema,
  decideApplicationRequestSchema,
  pilotApplicationSchema,
  withdrawApplyRequestSchema,
} from './application.schema';

// Find and hire (issue 11): a pilot applies; the client approves one pilot or turns one down.

const notFound = taskNotFound;

/** Every "no" of hiring's calls, declared once: thrown by these names, matched by them. */
export const HiringOutcome = {
  datePast: { status: 400, message: 'apply.date_past' },
  pilotsOnly: { status: 403, message: 'apply.pilots_only' },
  notVerified: { status: 403, message: 'apply.not_verified' },
  own: { status: 403, message: 'apply.own' },
  applicationNotFound: { status: 404, message: 'apply.application_not_found' },
  notOpen: { status: 409, message: 'apply.not_open' },
  already: { status: 409, message: 'apply.already' },
  decided: { status: 409, message: 'apply.already_decided' },
  withdrawn: { status: 409, message: 'apply.withdrawn' },
  proposalChanged: { status: 409, message: 'apply.proposal_changed' },
  pilotUnavailable: { status: 409, message: 'apply.pilot_unavailable' },
} as const satisfies Record<string, Outcome>;
const H = HiringOutcome;

/**
 * Applying and withdrawing are one cycle, and each tells the client: a pilot makes at most ten
 * of them a minute, together (the probe sent 25 cycles in ten seconds, issue 45).
 */
const PROPOSALS_LIMIT: UserLimit = { max: 10, perMinutes: 1, shared: 'proposals' };

export const applyCall = defineCall({
  method: 'POST',
  path: '/api/tasks/apply',
  tag: 'tasks',
  summary:
    'A verified pilot (active 1) applies to an open Airwork once. 403 apply.not_verified, 409 apply.already / apply.not_open',
  access: signedIn,
  perUser: PROPOSALS_LIMIT,
  request: applyRequestSchema,
  result: z.object({ id: z.number(), tasksId: z.string(), title: z.string() }),
  outcomes: [notFound, H.datePast, H.pilotsOnly, H.notVerified, H.own, H.notOpen, H.already],
});

export const withdrawApplyCall = defineCall({
  method: 'POST',
  path: '/api/tasks/withdrawApply',
  tag: 'tasks',
  summary:
    'The caller (a pilot) takes back their application to an Airwork before the client decides; the client is told. 404 apply.application_not_found, 409 apply.already_decided',
  access: onlyRoles(Role.pilot),
  perUser: PROPOSALS_LIMIT,
  request: withdrawApplyRequestSchema,
  result: z.null(),
  outcomes: [H.applicationNotFound, H.decided],
});

export const pilotApplicationsCall = defineCall({
  method: 'POST',
  path: '/api/pilot/orderlists',
  tag: 'pilot',
  summary: "The caller's applications, newest first, each with its outcome",
  access: onlyRoles(Role.pilot),
  reads: true,
  request: pilotListRequestSchema.pick({ userId: true, page: true, size: true }),
  result: z.object({ total: z.number().int(), data: z.array(pilotApplicationSchema) }),
});

export const waitingApplicationsCall = defineCall({
  method: 'POST',
  path: '/api/tasks/applyInfo',
  tag: 'tasks',
  summary: "The waiting applications to the caller's Airworks, with each pilot's public info",
  access: signedIn,
  reads: true,
  request: applyInfoRequestSchema,
  result: z.array(applicationSchema),
});

export const decideApplicationCall = defineCall({
  method: 'POST',
  path: '/api/tasks/updateApplyInfo',
  tag: 'tasks',
  summary:
    'The owning client approves (9: pilot assigned, Airwork Pending, other applications closed) or disapproves (0) one application. 409 apply.proposal_changed: the pilot withdrew this proposal and made another, or `proposalVersion` is not the version of this one',
  access: signedIn,
  request: decideApplicationRequestSchema,
  result: z.null(),
  outcomes: [
    notFound,
    H.applicationNotFound,
    H.decided,
    H.withdrawn,
    H.proposalChanged,
    H.pilotUnavailable,
  ],
});

export const hiringCalls = [
  applyCall,
  withdrawApplyCall,
  pilotApplicationsCall,
  waitingApplicationsCall,
  decideApplicationCall,
];
