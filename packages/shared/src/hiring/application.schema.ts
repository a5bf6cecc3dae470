import { z } from 'zod';
import { idSchema } from '../numbers';
import { pilotPublicInfoSchema } from '../pilots/pilot.schema';

// A pilot's application to an Airwork (spec section 3 "Task application") and the client's
// decision on it (section 4: 9 approve, 0 disapprove).

/**
 * An application's state. 1 waits for the client; 9 approved and 0 disapproved are the spec's
 * decision values; 3 closed: the client chose another pilot, or the Airwork left Open.
 */
export const ApplicationStatus = { waiting: 1, closed: 3, approved: 9, disapproved: 0 } as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const Decision = { approve: 9, disapprove: 0 } as const;

/** `/api/tasks/apply`: the pilot is the caller; `pilotUserId`, if sent, must be the caller. */
export const applyRequestSchema = z.object({
  taskId: idSchema(),
  pilotUserId: idSchema().optional(),
});

/** `/api/tasks/applyInfo`: the caller's (a client's) waiting applications. */
export const applyInfoRequestSchema = z.object({ userId: idSchema() });

/** `/api/tasks/updateApplyInfo`: decide one application. */
export const decideApplicationRequestSchema = z.object({
  id: idSchema(),
  taskId: idSchema(),
  status: z.union([z.literal(Decision.approve), z.literal(Decision.disapprove)], {
    error: 'common.invalid_request',
  }),
  pilotUserId: idSchema().optional(),
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
