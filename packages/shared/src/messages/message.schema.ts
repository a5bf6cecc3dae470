import { z } from 'zod';
import { pageSizeSchema } from '../airworks/airwork.schema';
import { PG_INT_MAX, boundedInt, idSchema } from '../numbers';
import { line, lines } from '../text';
import { contactSchema } from '../accounts/contact.schema';

// A conversation belongs to one Airwork and two people: its client and one pilot who applied
// (issue 21). Messages are kept as written and shown as text, never as HTML.

/** The longest message, in characters. */
export const MESSAGE_MAX = 4000;
/** The most files one message carries. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** What a message's file may be, recognised from its bytes: pictures, a PDF, a zip. */
export const MESSAGE_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/zip',
] as const;
/** The largest file a message carries. */
export const MESSAGE_FILE_MAX_BYTES = 25 * 1024 * 1024;

export const MessageCode = {
  empty: 'message.empty',
  noConversation: 'message.no_conversation',
  readOnly: 'message.read_only',
  attachmentUnknown: 'message.attachment_unknown',
  muteHired: 'message.mute_hired',
} as const;

/** Why a conversation takes no new message (it stays readable). */
export const READ_ONLY_REASONS = ['otherPilotHired', 'closed', 'accountClosed', 'muted'] as const;
export type ReadOnlyReason = (typeof READ_ONLY_REASONS)[number];

export const threadsRequestSchema = z.object({
  page: boundedInt(1, PG_INT_MAX).default(1),
  size: pageSizeSchema,
});

export const threadSummarySchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  withUserId: z.number().int(),
  withName: z.string(),
  lastText: z.string(),
  lastAt: z.string(),
  /** Messages to the caller not yet read. */
  unread: z.number().int(),
  readOnly: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadsSchema = z.object({
  total: z.number().int(),
  /** Unread messages to the caller in all conversations (the header's badge). */
  unread: z.number().int(),
  data: z.array(threadSummarySchema),
});
export type Threads = z.infer<typeof threadsSchema>;

export const threadRequestSchema = z.object({
  taskId: idSchema(),
  /** The other person: the pilot for the client (and for an admin), the client for the pilot. */
  withUserId: idSchema(),
  /** Older than this message (the next page back). */
  beforeId: idSchema().optional(),
  size: boundedInt(1, 100).default(30),
});

export const messageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** A signed link that works for a few minutes. */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const threadSchema = z.object({
  /** Whether older messages exist before the first one answered. */
  more: z.boolean(),
  /** Oldest first. */
  data: z.array(messageSchema),
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** Whether the client accepted the results: status 6 before it is "Delivered", not "Completed". */
  accepted: z.boolean(),
  clientId: z.number().int(),
  pilotId: z.number().int(),
  withName: z.string(),
  readOnly: z.boolean(),
  readOnlyReason: z.enum(READ_ONLY_REASONS).nullable(),
  /** Whether the client muted this pilot (issue 45); a pilot not hired then writes no more. */
  muted: z.boolean(),
  /** Whether the caller may mute or unmute the other party: the client, of a pilot not hired. */
  mayMute: z.boolean(),
  /** The other party's name and phone once the pilot is hired; null before, and for admins. */
  contact: contactSchema.nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

/** An upload's id, as `/api/utilities/upload?kind=message` answered it. */
const uploadId = line({ max: 64, need: MessageCode.attachmentUnknown }).regex(/^[0-9a-f]{32}$/, {
  error: MessageCode.attachmentUnknown,
});

export const sendMessageRequestSchema = z
  .object({
    taskId: idSchema(),
    toUserId: idSchema(),
    text: lines({ max: MESSAGE_MAX }).default(''),
    attachmentIds: z
      .array(uploadId, { error: MessageCode.attachmentUnknown })
      .max(MESSAGE_ATTACHMENTS_MAX, { error: 'message.too_many_files' })
      .default([]),
  })
  .refine((m) => m.text !== '' || m.attachmentIds.length > 0, {
    error: MessageCode.empty,
    path: ['text'],
  })
  // A rule between two fields, which the document's schema cannot state: said in words.
  .describe('A message has text or at least one file (400 message.empty).');
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sentMessageSchema = z.object({ id: z.number().int(), createdAt: z.string() });

export const markMessagesReadRequestSchema = z.object({
  taskId: idSchema(),
  withUserId: idSchema(),
});

export const conversationsOfTaskRequestSchema = z.object({ taskId: idSchema() });
export const conversationOfTaskSchema = z.object({
  pilotId: z.number().int(),
  pilotName: z.string(),
  count: z.number().int(),
  lastAt: z.string(),
});

/** `/api/messages/mute`: the client mutes (or unmutes) a pilot's messages about one Airwork. */
export const muteRequestSchema = z.object({
  taskId: idSchema(),
  withUserId: idSchema(),
  muted: z.boolean({ error: 'common.invalid_request' }),
});
