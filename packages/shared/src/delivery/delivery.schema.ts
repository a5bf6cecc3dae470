import { z } from 'zod';
import { idSchema } from '../numbers';
import { lines } from '../text';

// Deliver and close (issue 12): the flight day, the results, the client's decision, the record.

/** The longest note a pilot or client may attach to a submission, decision or cancellation. */
export const NOTE_MAX = 2000;

const note = lines({ max: NOTE_MAX });
const requiredNote = (need: string) => lines({ max: NOTE_MAX, need });

/** A calendar day, year-month-day, that exists. */
export const calendarDaySchema = z.iso.date({ error: 'schedule.date_need' });

/** `/api/schedule/add`: the assigned pilot sets (or moves) the flight day. */
export const scheduleAddRequestSchema = z.object({
  tasksId: idSchema(),
  schedule: calendarDaySchema,
  /** Must be the caller when sent; never trusted. */
  pilotUserId: idSchema().optional(),
});
export type ScheduleAddRequest = z.input<typeof scheduleAddRequestSchema>;

export const scheduleAddResultSchema = z.object({
  schedule: z.string(),
  /** The caller's other Airworks on that day: allowed, with a warning. */
  sameDay: z.array(z.string()),
});

/** `/api/schedule/list`: the caller's flight days. */
export const scheduleListRequestSchema = z.object({ pilotUserId: idSchema().optional() });

export const scheduleEntrySchema = z.object({
  /** The Airwork's internal id. */
  tasksId: z.number().int(),
  taskNumber: z.string(),
  taskTitle: z.string(),
  schedule: z.string(),
  status: z.number().int(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** `/api/tasks/completeOrder`: the pilot submits the results with a note to the client. */
export const completeOrderRequestSchema = z.object({
  taskId: idSchema(),
  comments: note,
});

/** `/api/tasks/acceptOrder`: the client accepts the results; the held money is captured. */
export const acceptOrderRequestSchema = z.object({
  taskId: idSchema(),
  comments: note.optional(),
});

/** `/api/tasks/rejectOrder`: back to the pilot (In progress) with what to fix. */
export const rejectOrderRequestSchema = z.object({
  taskId: idSchema(),
  comments: requiredNote('result.reject_note_need'),
});

/** `/api/tasks/cancel`: the client or an admin cancels before completion; the hold is voided. */
export const cancelRequestSchema = z.object({
  taskId: idSchema(),
  reason: requiredNote('task.cancel_reason_need'),
});

export const taskIdRequestSchema = z.object({ taskId: idSchema() });

/** One recorded change of an Airwork's status. */
export const timelineEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  /** Who acted, as a role: the names stay private between the parties. */
  actor: z.enum(['client', 'pilot', 'admin', 'system']),
  note: z.string(),
  /** The price this change agreed (a proposal's own, at approval), else null. */
  agreedPrice: z.number().nullable(),
  createTime: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
