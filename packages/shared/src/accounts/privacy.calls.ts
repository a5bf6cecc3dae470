import { MfaCode } from './mfa-codes';
import { MessageCode } from '../errors';
import { z } from 'zod';
import { anyone, defineCall, signedIn } from '../api/contract';
import { defineTransfer, signedLinkQuerySchema } from '../api/transfer';
import { patternOf } from '../text';
import { PASSWORD_MAX } from './account-constants';
import { recoveryCodeSchema, totpCodeSchema } from './mfa.schema';
import { authenticationResponseSchema } from './passkey.schema';

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
  outcomes: [{ status: 404, message: MessageCode.notFound }],
});

// Your account to delete (issue 45): personal data erased, what the law makes us keep kept.

export const PrivacyCode = {
  passwordWrong: 'account.delete_password_wrong',
  blocked: 'account.delete_blocked',
  erased: 'account.erased',
} as const;

/** An Airwork that keeps the account from being deleted until it is finished or cancelled. */
export const blockingAirworkSchema = z.object({
  taskId: z.number().int(),
  tasksId: z.string(),
  title: z.string(),
  status: z.number().int(),
});

export const deletionCheckCall = defineCall({
  method: 'POST',
  path: '/api/member/deletionCheck',
  tag: 'member',
  summary:
    "What keeps the caller's account from being deleted: its Airworks open or under way (as client or hired pilot), each to finish or cancel first",
  access: signedIn,
  reads: true,
  request: z.looseObject({}).nullish(),
  result: z.object({ blocking: z.array(blockingAirworkSchema) }),
});

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: PrivacyCode.passwordWrong })
    .min(1, { error: PrivacyCode.passwordWrong })
    .max(PASSWORD_MAX, { error: 'password.too_long' })
    .regex(patternOf(false, false), { error: 'common.invalid_characters' }),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
  /** Answering the options of `/api/member/mfa/passkeyChallenge`. */
  passkeyResponse: authenticationResponseSchema.optional(),
});

export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountCall = defineCall({
  method: 'POST',
  path: '/api/member/deleteAccount',
  tag: 'member',
  summary:
    'Deletes the caller\'s account for good: name, e-mail, phone, identity documents, photos and profile erased; receipts and payout statements kept as issued (the law keeps tax records), and messages sent stay with the other party, signed "Deleted member". Needs the password, and a code, passkey or recovery code where the account has a second factor. 409 account.delete_blocked while Airworks are open or under way, listed in `result.blocking` as deletionCheck lists them',
  access: signedIn,
  perUser: { max: 5, perMinutes: 15, shared: 'delete-account' },
  request: deleteAccountRequestSchema,
  result: z.object({ receiptsKept: z.number().int(), messagesKept: z.number().int() }),
  outcomes: [
    { status: 400, message: PrivacyCode.passwordWrong },
    { status: 400, message: MfaCode.codeInvalid },
    { status: 400, message: MfaCode.passkeyInvalid },
    {
      status: 409,
      message: PrivacyCode.blocked,
      result: z.object({ blocking: z.array(blockingAirworkSchema) }),
    },
  ],
});
