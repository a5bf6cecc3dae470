import { signedIn } from '../api/contract';
import { defineTransfer } from '../api/transfer';

export const eventsTransfer = defineTransfer({
  method: 'GET',
  path: '/api/events',
  tag: 'events',
  summary:
    "Server-sent events for the caller: 'application' (a pilot applied), 'airwork' (a state change), 'message' (in one of the caller's conversations) and 'notice' (a new notification), as `event:` and JSON `data:`; a comment line every 25 s keeps the stream open",
  access: signedIn,
  reply: { kind: 'events' },
});
