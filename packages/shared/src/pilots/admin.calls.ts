import { Role } from '../accounts/account-constants';
import { defineCall, onlyRoles, type Outcome } from '../api/contract';
import {
  pilotListRequestSchema,
  pilotPageSchema,
  pilotStateSchema,
  setPilotStateRequestSchema,
  verifyListRequestSchema,
} from './admin.schema';
import { MemberOutcome } from './member.calls';
import { pilotInfoSchema, userIdRequestSchema } from './pilot.schema';

// The admin's pilot screens (issue 10): lists, one pilot's documents, and state changes.

/** Every "no" of the pilot-review calls, declared once: thrown by these names, matched by them. */
export const AdminOutcome = {
  pilotNotFound: MemberOutcome.pilotNotFound,
  /** Turning a pilot down takes a reason the pilot reads. */
  reasonNeed: { status: 400, message: 'admin.reason_need' },
  transitionInvalid: { status: 409, message: 'admin.transition_invalid' },
} as const satisfies Record<string, Outcome>;

const admins = onlyRoles(Role.admin);
const pilotNotFound = AdminOutcome.pilotNotFound;

export const adminPilotListCall = defineCall({
  method: 'POST',
  path: '/api/admin/pilotList',
  tag: 'admin',
  summary: 'Pilots a page at a time, searched by name, username or ID number',
  access: admins,
  reads: true,
  request: pilotListRequestSchema,
  result: pilotPageSchema,
});

export const adminVerifyListCall = defineCall({
  method: 'POST',
  path: '/api/admin/verifyList',
  tag: 'admin',
  summary: 'Pilots whose submitted certificate awaits a decision, longest waiting first',
  access: admins,
  reads: true,
  request: verifyListRequestSchema,
  result: pilotPageSchema,
});

export const certificateInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/certificateInfo',
  tag: 'admin',
  summary: "A pilot's information with links to the ID scan and certificate (minutes)",
  access: admins,
  stepUp: 'always',
  reads: true,
  request: userIdRequestSchema,
  result: pilotInfoSchema,
  outcomes: [pilotNotFound],
});

export const setPilotStateCall = defineCall({
  method: 'POST',
  path: '/api/admin/setPilotState',
  tag: 'admin',
  summary:
    'Block 1→3, Un-Block 3→1, Delete 1→4, Un-Delete 4→1, Approve → 1, Disapprove → 2 (with a reason); anything else 409',
  access: admins,
  stepUp: 'always',
  request: setPilotStateRequestSchema,
  result: pilotStateSchema,
  successMessage: 'admin.state_changed',
  outcomes: [pilotNotFound, AdminOutcome.reasonNeed, AdminOutcome.transitionInvalid],
});

export const adminCalls = [
  adminPilotListCall,
  adminVerifyListCall,
  certificateInfoCall,
  setPilotStateCall,
];
