import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { defineCall, onlyRoles, signedIn } from '../api/contract';

// The mail Airwork wrote (issue 46): each member reads what was written to them — the same text
// the mail carries — and, where no mail server is configured (the embedded demo), where nothing
// leaves, an admin reads all of it, so that trying Airwork never waits for a mail that cannot
// come.

export const MailboxCode = { off: 'mailbox.off' } as const;

export const mailboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** pending (waiting to go), sent (handed to the mail server), failed (given up). */
  status: z.enum(['pending', 'sent', 'failed']),
  sentAt: z.string().nullable(),
  text: z.string(),
  html: z.string(),
});
export type MailboxMail = z.infer<typeof mailboxMailSchema>;

export const mailboxSchema = z.object({
  /** Whether a mail server is configured: false in the demo, where mail is only kept here. */
  delivers: z.boolean(),
  mails: z.array(mailboxMailSchema),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

const nothing = z.looseObject({}).nullish();

export const myMailCall = defineCall({
  method: 'POST',
  path: '/api/member/mailbox',
  tag: 'member',
  summary:
    "The mail Airwork wrote to the caller's addresses, newest first (the last 50), as it reads, with whether it was sent",
  access: signedIn,
  reads: true,
  request: nothing,
  result: mailboxSchema,
});

export const allMailCall = defineCall({
  method: 'POST',
  path: '/api/admin/mailbox',
  tag: 'admin',
  summary:
    'Every mail Airwork wrote, newest first (the last 100) — only where no mail server is configured (SMTP_URL unset: nothing leaves); else 404 mailbox.off',
  access: onlyRoles(Role.admin),
  reads: true,
  stepUp: 'always',
  request: nothing,
  result: mailboxSchema,
  outcomes: [{ status: 404, message: MailboxCode.off }],
});

export const mailboxCalls = [myMailCall, allMailCall] as const;
