import { z } from 'zod';

// What `GET /api/events` streams to a signed-in user's open tabs (issue 12): enough to show a
// toast and to know which lists and counts to refresh, never more than the user may see.

export const liveEventSchema = z.discriminatedUnion('type', [
  /** A pilot applied to one of the client's Airworks. */
  z.object({
    type: z.literal('application'),
    taskId: z.number(),
    tasksId: z.string(),
    title: z.string(),
  }),
  /** An Airwork of the user's changed state (the action that changed it). */
  z.object({
    type: z.literal('airwork'),
    taskId: z.number(),
    tasksId: z.string(),
    title: z.string(),
    action: z.string(),
    status: z.number(),
    /** The receiving user took the action: their tabs refresh, no toast tells them of it. */
    byYou: z.boolean(),
  }),
  /** A message in one of the user's conversations (sent by them from another tab, or to them). */
  z.object({
    type: z.literal('message'),
    taskId: z.number(),
    title: z.string(),
    /** The other person of the conversation, from the receiving user's side. */
    withUserId: z.number(),
    messageId: z.number(),
    byYou: z.boolean(),
  }),
  /** Something was added to the user's notifications that no other event announced. */
  z.object({ type: z.literal('notice') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
