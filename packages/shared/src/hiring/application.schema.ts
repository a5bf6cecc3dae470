import { z } from 'zod';
import { priceSchema } from '../money';
import { idSchema } from '../numbers';
import { lines } from '../text';
import { pilotPublicInfoSchema } from '../pilots/pilot.schema';

// A pilot's application to an Airwork (spec section 3 "Task application") and the client's
// decision on it (section 4: 9 approve, 0 disapprove).

/**
 * An application's state. 1 waits for the client; 9 approved and 0 disapproved are the spec's
 * decision values; 3 closed: the client chose another pilot, or the Airwork left Open; 2 the
 * pilot withdrew it.
 */
export const ApplicationStatus = {
  waiting: 1,
  /** The pilot took it back before the client decided (issue 23). */
  withdrawn: 2,
  closed: 3,
  approved: 9,
  disapproved: 0,
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const Decision = { approve: 9, disapprove: 0 } as const;

/** The most characters of a proposal's note to the client. */
export const PROPOSAL_NOTE_MAX = 2_000;

/**
 * `/api/tasks/apply`: the pilot is the caller; `pilotUserId`, if sent, must be the caller. A
 * proposal (issue 23) adds a note (the apply screen requires one; the spec's two-field call
 * still works without), the pilot's own price in CAD — what the client would pay, tax in, as
 * the Airwork's price is — and the earliest day they can fly (YYYY-MM-DD).
 */
export const applyRequestSchema = z.object({
  taskId: idSchema(),
  pilotUserId: idSchema().optional(),
  note: lines({ max: PROPOSAL_NOTE_MAX, invalid: 'apply.note_invalid' }).optional(),
  price: priceSchema('apply.price_invalid', 'apply.price_invalid').optional(),
  earliestDate: z.iso.date({ error: 'apply.date_invalid' }).optional(),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

/** The apply screen's form: a note is required there; the day may be left empty. */
export const proposalFormSchema = z.object({
  note: lines({ max: PROPOSAL_NOTE_MAX, need: 'apply.note_need', invalid: 'apply.note_invalid' }),
  price: priceSchema('apply.price_invalid', 'apply.price_invalid'),
  earliestDate: z.union([z.literal(''), z.iso.date()], { error: 'apply.date_invalid' }),
});

/** `/api/tasks/withdrawApply`: the caller (a pilot) takes back a waiting application. */
export const withdrawApplyRequestSchema = z.object({ taskId: idSchema() });

/** `/api/tasks/applyInfo`: the caller's (a client's) waiting applications. */
export const applyInfoRequestSchema = z.object({ userId: idSchema() });

/**
 * `/api/tasks/updateApplyInfo`: decide one application. `proposalVersion` is the version of
 * the proposal the client read (issue 45): an approval of any other is refused. The spec's
 * four-field call still works; the id alone names one proposal, which is never rewritten.
 */
export const decideApplicationRequestSchema = z.object({
  id: idSchema(),
  taskId: idSchema(),
  status: z.union([z.literal(Decision.approve), z.literal(Decision.disapprove)], {
    error: 'common.invalid_request',
  }),
  pilotUserId: idSchema().optional(),
  proposalVersion: z
    .number({ error: 'common.invalid_request' })
    .int({ error: 'common.invalid_request' })
    .min(1, { error: 'common.invalid_request' })
    .max(32_767, { error: 'common.invalid_request' })
    .optional(),
});
export type DecideApplicationRequest = z.input<typeof decideApplicationRequestSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  /** The Airwork's internal id (the spec's tasksId names the Airwork). */
  taskId: z.number().int(),
  tasksId: z.string(),
  tasksTitle: z.string(),
  pilotUserId: z.number().int(),
  pilotUsername: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  pilot: pilotPublicInfoSchema,
  /** The proposal: the pilot's words, their price (the Airwork's when they named none) … */
  note: z.string(),
  price: z.number(),
  /** … whether that price is the pilot's own, and the earliest day they can fly. */
  ownPrice: z.boolean(),
  earliestDate: z.string().nullable(),
  /** km from the pilot's home city to the site; null when the pilot named no home city. */
  distanceKm: z.number().int().nullable(),
  /** The Airwork's requested file format, to match the pilot's capabilities against. */
  fileFormat: z.string(),
  /**
   * Which of this pilot's proposals to this Airwork it is: 1, then 2 after a withdrawal and a
   * new application … The approval sends it back (`updateApplyInfo`).
   */
  proposalVersion: z.number().int(),
});
export type Application = z.infer<typeof applicationSchema>;

/** `/api/pilot/orderlists`: the pilot's own applications, newest first, with their outcome. */
export const pilotApplicationSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  tasksId: z.string(),
  tasksTitle: z.string(),
  city: z.string(),
  salary: z.number(),
  /** The price the pilot proposed, or null when they took the Airwork's. */
  proposedPrice: z.number().nullable(),
  status: z.number().int(),
  taskStatus: z.number().int(),
  createTime: z.string(),
});
export type PilotApplication = z.infer<typeof pilotApplicationSchema>;

/** `/api/rating/clientRating`: a client's prestige. */
export const clientRatingSchema = z.object({
  totalRating: z.number(),
  totalRateCount: z.number().int(),
});
export type ClientRating = z.infer<typeof clientRatingSchema>;
