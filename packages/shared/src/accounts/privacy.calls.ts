import { z } from 'zod';
import { anyone, defineCall, signedIn } from '../api/contract';
import { defineTransfer, signedLinkQuerySchema } from '../api/transfer';

// Your data to take (issue 45): everything Airwork holds about you, as a zip with a JSON index.

export const exportResultSchema = z.object({
  /** Made within seconds: the link to download it (a day); else null, and it comes by mail. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** True when the link will come by e-mail instead (a large export). */
  mailed: z.boolean(),
});
export type ExportResult = z.infer<typeof exportResultSchema>;

export const exportDataCall = defineCall({
  method: 'POST',
  path: '/api/member/exportData',
  tag: 'member',
  summary:
    'Everything Airwork holds about the caller (account, profiles, Airworks, proposals, messages, ratings given, payments, notifications, sessions, uploaded files) as a zip with a JSON index: a signed link when ready within seconds, else mailed',
  access: signedIn,
  perUser: { max: 3, perMinutes: 60, shared: 'exports' },
  request: z.looseObject({}).nullish(),
  result: exportResultSchema,
});

/** An export's id: 128 random bits in hex. */
const exportId = z.string().regex(/^[0-9a-f]{32}$/, { error: 'common.not_found' });

export const exportFileTransfer = defineTransfer({
  method: 'GET',
  path: '/api/member/exports/:id',
  tag: 'member',
  summary: 'The export, through the signed link `/api/member/exportData` gave (valid a day)',
  access: anyone,
  params: z.object({ id: exportId }),
  query: signedLinkQuerySchema,
  reply: { kind: 'file', types: ['application/zip'] },
  outcomes: [{ status: 404, message: 'common.not_found' }],
});
