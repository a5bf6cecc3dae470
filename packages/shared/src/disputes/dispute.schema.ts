import { z } from 'zod';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { MESSAGE_ATTACHMENTS_MAX, messageAttachmentSchema } from '../messages/message.schema';
import { priceSchema } from '../money';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { line, lines } from '../text';

// A dispute (issue 25): either party of a hired Airwork whose money is held asks an admin to
// decide. The Airwork stands still while it is open (status 8 in airwork-states.ts); the admin
// releases the money to the pilot, refunds the client, or splits it.

/** Why a dispute is opened. The first three are a client's; the fourth a pilot's; "other" both. */
export const DISPUTE_REASONS = [
  'notDelivered',
  'notAsDescribed',
  'quality',
  'clientUnresponsive',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** The reasons each side is offered (the server takes any of the list from either). */
export const REASONS_OF = {
  client: ['notDelivered', 'notAsDescribed', 'quality', 'other'],
  pilot: ['clientUnresponsive', 'other'],
} as const satisfies Record<string, readonly DisputeReason[]>;

/** release: the pilot is paid in full; refund: the hold is voided; split: part of it is taken. */
export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The longest statement, in characters (as a message). */
export const STATEMENT_MAX = 4000;
/** The longest decision reason, in characters. */
export const DECISION_REASON_MAX = 2000;

export const DisputeCode = {
  /** The Airwork cannot be disputed now: not hired and under way, or its money is not held. */
  notAllowed: 'dispute.not_allowed',
  alreadyOpen: 'dispute.already_open',
  notFound: 'dispute.not_found',
  /** The dispute is decided: it takes no more statements. */
  closed: 'dispute.closed',
  /** Another decision took effect first. */
  alreadyDecided: 'dispute.already_decided',
  /** A split takes more than nothing and less than the hold. */
  splitAmount: 'dispute.split_amount',
  reasonNeeded: 'dispute.reason_needed',
  statementNeeded: 'dispute.statement_needed',
  decisionReasonNeeded: 'dispute.decision_reason_needed',
  outcomeInvalid: 'dispute.outcome_invalid',
  attachmentUnknown: 'dispute.attachment_unknown',
  tooManyFiles: 'dispute.too_many_files',
} as const;

/** An upload's id, as `/api/utilities/upload?kind=evidence` answered it. */
const uploadId = line({ max: 64, need: DisputeCode.attachmentUnknown }).regex(/^[0-9a-f]{32}$/, {
  error: DisputeCode.attachmentUnknown,
});

const attachmentIds = z
  .array(uploadId, { error: DisputeCode.attachmentUnknown })
  .max(MESSAGE_ATTACHMENTS_MAX, { error: DisputeCode.tooManyFiles })
  .default([]);

export const openDisputeRequestSchema = z.object({
  taskId: idSchema(),
  reason: z.enum(DISPUTE_REASONS, { error: DisputeCode.reasonNeeded }),
  statement: lines({ max: STATEMENT_MAX, need: DisputeCode.statementNeeded }),
  attachmentIds,
});
export type OpenDisputeRequest = z.input<typeof openDisputeRequestSchema>;

export const addStatementRequestSchema = z
  .object({
    taskId: idSchema(),
    statement: lines({ max: STATEMENT_MAX }).default(''),
    attachmentIds,
  })
  .refine((s) => s.statement !== '' || s.attachmentIds.length > 0, {
    error: DisputeCode.statementNeeded,
    path: ['statement'],
  })
  .describe('A statement has text or at least one file (400 dispute.statement_needed).');
export type AddStatementRequest = z.input<typeof addStatementRequestSchema>;

export const disputeRequestSchema = z.object({ taskId: idSchema() });

export const adminDisputesRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
  /** Open disputes (the queue, oldest first) or decided ones (newest decision first). */
  state: z.enum(['open', 'decided'], { error: 'common.invalid_request' }).default('open'),
});

export const decideDisputeRequestSchema = z
  .object({
    taskId: idSchema(),
    outcome: z.enum(DISPUTE_OUTCOMES, { error: DisputeCode.outcomeInvalid }),
    /** For a split: what the client pays the pilot, in dollars; the rest of the hold is released. */
    captureAmount: priceSchema(DisputeCode.splitAmount, DisputeCode.splitAmount).optional(),
    reason: lines({ max: DECISION_REASON_MAX, need: DisputeCode.decisionReasonNeeded }),
  })
  .refine((d) => (d.outcome === 'split') === (d.captureAmount !== undefined), {
    error: DisputeCode.splitAmount,
    path: ['captureAmount'],
  })
  .describe(
    'A split names `captureAmount`, above 0 and below the hold; release and refund name none (400 dispute.split_amount).',
  );
export type DecideDisputeRequest = z.input<typeof decideDisputeRequestSchema>;

export const disputeSideSchema = z.enum(['client', 'pilot', 'admin']);

export const statementSchema = z.object({
  id: z.number().int(),
  author: disputeSideSchema,
  authorName: z.string(),
  text: z.string(),
  files: z.array(messageAttachmentSchema),
  createdAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const decisionSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  /** What the client was charged, tax included (0 for a refund). */
  capturedAmount: z.number(),
  /**
   * The pilot's share of it (issue 48): before tax, less Airwork's fee — owed to them, paid out
   * by a payout.
   */
  pilotShareAmount: z.number(),
  /** What went back to the client (the hold less what was captured). */
  releasedAmount: z.number(),
  reason: z.string(),
  decidedAt: z.string(),
  /** Whether the money moved at the provider (a failed call is retried). */
  settled: z.boolean(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const disputeSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  state: z.enum(['open', 'decided']),
  reason: z.enum(DISPUTE_REASONS),
  openedBy: z.enum(['client', 'pilot']),
  openedAt: z.string(),
  /** The Airwork's status when the dispute was opened. */
  fromStatus: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  pilotId: z.number().int(),
  pilotName: z.string(),
  /** The money held for the Airwork, in dollars. */
  holdAmount: z.number(),
  /** After this the hold can no longer be captured (the provider's limit). */
  holdExpiresAt: z.string().nullable(),
  /**
   * The hold passed its validity unused: until the client holds the money again (a renewal),
   * only a refund can take effect.
   */
  holdLapsed: z.boolean(),
  decision: decisionSchema.nullable(),
  /** Oldest first; the opening statement is the first. */
  statements: z.array(statementSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeQueueItemSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  openedBy: z.enum(['client', 'pilot']),
  openedAt: z.string(),
  clientName: z.string(),
  pilotName: z.string(),
  holdAmount: z.number(),
  holdExpiresAt: z.string().nullable(),
  holdLapsed: z.boolean(),
  statements: z.number().int(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  decidedAt: z.string().nullable(),
});
export type DisputeQueueItem = z.infer<typeof disputeQueueItemSchema>;

export const disputeQueueSchema = z.object({
  total: z.number().int(),
  data: z.array(disputeQueueItemSchema),
});
export type DisputeQueue = z.infer<typeof disputeQueueSchema>;
