import { z } from 'zod';
import { idSchema } from '../numbers';
import { line } from '../text';
import { MfaCode } from './mfa-codes';
import { authenticationResponseSchema, passkeyOptionsSchema } from './passkey.schema';

// A second factor (issue 45): an authenticator app's six-digit codes (TOTP), a passkey
// (passkey.schema.ts), ten single-use recovery codes; required for admins in production,
// optional and encouraged for others.

/** Six digits, as an authenticator app shows them (one space in the middle allowed). */
export const totpCodeSchema = z
  .string({ error: MfaCode.codeInvalid })
  .trim()
  .regex(/^\d{3} ?\d{3}$/, { error: MfaCode.codeInvalid });

/** A recovery code as handed out: ten letters and digits, in two groups ("k7q2m-x9p4d"). */
export const recoveryCodeSchema = z
  .string({ error: MfaCode.codeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: MfaCode.codeInvalid });

/** How a code is compared: digits or lower-case letters alone. */
export const normalizedCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const enrollTotpResultSchema = z.object({
  /** The key in base32, for an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl`, as an SVG document. */
  qrSvg: z.string(),
});

export const confirmTotpRequestSchema = z.object({ code: totpCodeSchema });
export const confirmTotpResultSchema = z.object({
  /** Shown once: each works once, in place of a code. */
  recoveryCodes: z.array(z.string()),
});

export const removeFactorRequestSchema = z.object({ id: idSchema() });

export const mfaFactorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['totp', 'passkey']),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const mfaStatusSchema = z.object({
  factors: z.array(mfaFactorSchema),
  recoveryCodesLeft: z.number().int(),
  /** Whether this account must keep a second factor (an admin where it is required). */
  required: z.boolean(),
  /** A second factor was given in this session within the last ten minutes. */
  recent: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** The second step of a sign-in: one of a code, a recovery code, a passkey's answer. */
export const loginMfaRequestSchema = z.object({
  challengeId: line({
    max: 100,
    need: MfaCode.challengeInvalid,
    invalid: MfaCode.challengeInvalid,
  }),
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
  passkeyResponse: authenticationResponseSchema.optional(),
});

/** What `/api/member/login` answers when a second factor is due instead of a session. */
export const mfaChallengeResultSchema = z.object({
  mfaRequired: z.literal(true),
  challengeId: z.string(),
  /** The kinds of factor the account has ('totp', 'passkey'): which ways the screen offers. */
  factorKinds: z.array(z.enum(['totp', 'passkey'])),
  /** When the account has a passkey: the options to use one for this step. */
  passkeyOptions: passkeyOptionsSchema.optional(),
});

/**
 * A factor given again in a signed-in session, for what moves money or reveals documents: a
 * code, a passkey or a recovery code (an account without a factor is never asked for one).
 */
export const stepUpRequestSchema = z.object({
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
  /** Answering the options of `/api/member/mfa/passkeyChallenge`. */
  passkeyResponse: authenticationResponseSchema.optional(),
});
