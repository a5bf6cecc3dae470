import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { defineCall, notAParty, onlyRoles, signedIn, taskNotFound } from '../api/contract';
import {
  MessageCode,
  conversationOfTaskSchema,
  conversationsOfTaskRequestSchema,
  markMessagesReadRequestSchema,
  muteRequestSchema,
  sendMessageRequestSchema,
  sentMessageSchema,
  threadRequestSchema,
  threadSchema,
  threadsRequestSchema,
  threadsSchema,
} from './message.schema';

// The conversation calls (issue 21). A conversation is named by its Airwork and the other
// person; the caller is whoever the session says.

const noConversation = { status: 404, message: MessageCode.noConversation } as const;

export const threadsCall = defineCall({
  method: 'POST',
  path: '/api/messages/threads',
  tag: 'messages',
  summary: "The caller's conversations, the latest message first, with unread counts",
  access: onlyRoles(Role.client, Role.pilot),
  reads: true,
  request: threadsRequestSchema,
  result: threadsSchema,
});

export const threadCall = defineCall({
  method: 'POST',
  path: '/api/messages/thread',
  tag: 'messages',
  summary:
    "One conversation's messages, oldest first, a page back from `beforeId` (its two parties; admins read it, and the reading is recorded in the Airwork's timeline)",
  access: signedIn,
  stepUp: 'admins',
  reads: true,
  request: threadRequestSchema,
  result: threadSchema,
  outcomes: [notAParty, taskNotFound, noConversation],
});

export const sendMessageCall = defineCall({
  method: 'POST',
  path: '/api/messages/send',
  tag: 'messages',
  summary:
    'Sends a message (text up to 4,000 characters, up to 5 files uploaded with `?kind=message`) to the other party',
  access: onlyRoles(Role.client, Role.pilot),
  request: sendMessageRequestSchema,
  result: sentMessageSchema,
  outcomes: [
    notAParty,
    taskNotFound,
    noConversation,
    { status: 409, message: MessageCode.readOnly },
    { status: 400, message: MessageCode.attachmentUnknown },
  ],
});

export const markMessagesReadCall = defineCall({
  method: 'POST',
  path: '/api/messages/markRead',
  tag: 'messages',
  summary: 'Marks the messages the caller received in a conversation as read',
  access: onlyRoles(Role.client, Role.pilot),
  request: markMessagesReadRequestSchema,
  result: z.object({ read: z.number().int() }),
  outcomes: [notAParty, taskNotFound, noConversation],
});

export const muteCall = defineCall({
  method: 'POST',
  path: '/api/messages/mute',
  tag: 'messages',
  summary:
    'The client mutes (or unmutes) a pilot who applied: a pilot not hired can then write nothing more in that conversation (it stays readable). 409 message.mute_hired: the hired pilot cannot be muted',
  access: onlyRoles(Role.client),
  request: muteRequestSchema,
  result: z.object({ muted: z.boolean() }),
  outcomes: [
    notAParty,
    taskNotFound,
    noConversation,
    { status: 409, message: MessageCode.muteHired },
  ],
});

export const conversationsOfTaskCall = defineCall({
  method: 'POST',
  path: '/api/admin/conversations',
  tag: 'admin',
  summary: "An Airwork's conversations (one per pilot who wrote or was written to), for admins",
  access: onlyRoles(Role.admin),
  reads: true,
  request: conversationsOfTaskRequestSchema,
  result: z.array(conversationOfTaskSchema),
  outcomes: [taskNotFound],
});

export const messageCalls = [
  threadsCall,
  threadCall,
  sendMessageCall,
  markMessagesReadCall,
  muteCall,
  conversationsOfTaskCall,
];
