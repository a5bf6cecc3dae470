import { Role } from '../accounts/account-constants';
import {
  defineCall,
  notAParty,
  onlyRoles,
  signedIn,
  taskNotFound,
  type Outcome,
} from '../api/contract';
import { atTheProvider, PaymentOutcome } from '../payments/payment.calls';
import {
  DisputeCode,
  addStatementRequestSchema,
  adminDisputesRequestSchema,
  decideDisputeRequestSchema,
  disputeQueueSchema,
  disputeRequestSchema,
  disputeSchema,
  openDisputeRequestSchema,
} from './dispute.schema';

// The dispute calls (issue 25). The parties are whoever the session says; only admins decide.

/** The disputes' refusals, declared once: thrown by these names, matched by them. */
export const DisputeRefusal = {
  notFound: { status: 404, message: DisputeCode.notFound },
  attachmentUnknown: { status: 400, message: DisputeCode.attachmentUnknown },
  notAllowed: { status: 409, message: DisputeCode.notAllowed },
  alreadyOpen: { status: 409, message: DisputeCode.alreadyOpen },
  closed: { status: 409, message: DisputeCode.closed },
  splitAmount: { status: 400, message: DisputeCode.splitAmount },
  alreadyDecided: { status: 409, message: DisputeCode.alreadyDecided },
} as const satisfies Record<string, Outcome>;
const noDispute = DisputeRefusal.notFound;
const unknownFile = DisputeRefusal.attachmentUnknown;

export const openDisputeCall = defineCall({
  method: 'POST',
  path: '/api/disputes/open',
  tag: 'disputes',
  summary:
    'The client or the hired pilot asks an admin to decide: the Airwork (scheduled, under way, uploading, or delivered and not accepted, its money held) stands still at status 8 until then',
  access: onlyRoles(Role.client, Role.pilot),
  request: openDisputeRequestSchema,
  result: disputeSchema,
  outcomes: [
    taskNotFound,
    notAParty,
    unknownFile,
    DisputeRefusal.notAllowed,
    DisputeRefusal.alreadyOpen,
  ],
});

export const addStatementCall = defineCall({
  method: 'POST',
  path: '/api/disputes/add',
  tag: 'disputes',
  summary:
    'Adds a statement (text up to 4,000 characters, up to 5 files uploaded with `?kind=evidence`) to an open dispute: its two parties, and admins asking them',
  access: signedIn,
  request: addStatementRequestSchema,
  result: disputeSchema,
  outcomes: [taskNotFound, notAParty, noDispute, unknownFile, DisputeRefusal.closed],
});

export const getDisputeCall = defineCall({
  method: 'POST',
  path: '/api/disputes/get',
  tag: 'disputes',
  summary: "An Airwork's dispute with every statement and the decision: its two parties and admins",
  access: signedIn,
  reads: true,
  request: disputeRequestSchema,
  result: disputeSchema,
  outcomes: [taskNotFound, notAParty, noDispute],
});

export const adminDisputesCall = defineCall({
  method: 'POST',
  path: '/api/admin/disputes',
  tag: 'admin',
  summary: 'Open disputes, oldest first (the queue); or decided ones, the latest decision first',
  access: onlyRoles(Role.admin),
  reads: true,
  request: adminDisputesRequestSchema,
  result: disputeQueueSchema,
});

export const decideDisputeCall = defineCall({
  method: 'POST',
  path: '/api/admin/decideDispute',
  tag: 'admin',
  summary:
    'Decides a dispute once: release (the hold captured in full), refund (voided) or split (`captureAmount` captured, the rest released), with a reason sent to both. Repeating the decision taken retries its money; another is refused',
  access: onlyRoles(Role.admin),
  stepUp: 'always',
  request: decideDisputeRequestSchema,
  result: disputeSchema,
  outcomes: [
    taskNotFound,
    noDispute,
    DisputeRefusal.splitAmount,
    DisputeRefusal.alreadyDecided,
    PaymentOutcome.expired,
    ...atTheProvider,
  ],
});

export const disputeCalls = [
  openDisputeCall,
  addStatementCall,
  getDisputeCall,
  adminDisputesCall,
  decideDisputeCall,
];
