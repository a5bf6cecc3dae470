import { z } from 'zod';
import { MfaCode } from './mfa-codes';

// Passkeys (WebAuthn, issue 45): what the browser hands back after creating or using one, in
// the JSON form @simplewebauthn/browser gives. Every string is base64url, so nothing that
// cannot be stored or shown gets past these; lengths are the standard's bounds.

const invalid = { error: MfaCode.passkeyInvalid } as const;

/** base64url without padding, as browsers encode WebAuthn bytes. */
const bytes = (max: number) =>
  z
    .string(invalid)
    .min(1, invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);

/** A credential id is at most 1,023 bytes (WebAuthn level 3, 5.8.2). */
const credentialId = bytes(1400);
const transport = z
  .string(invalid)
  .max(20, invalid)
  .regex(/^[a-z-]+$/, invalid);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', invalid),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], invalid).optional(),
  /** Only read by the browser's own checks; nothing in it is kept. */
  clientExtensionResults: z.looseObject({}),
};

export const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: bytes(4096),
    attestationObject: bytes(32_768),
    authenticatorData: bytes(32_768).optional(),
    publicKey: bytes(4096).optional(),
    publicKeyAlgorithm: z.number(invalid).int(invalid).optional(),
    transports: z.array(transport, invalid).max(10, invalid).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: bytes(4096),
    authenticatorData: bytes(32_768),
    signature: bytes(1024),
    userHandle: bytes(100).optional(),
  }),
});
export type PasskeyResponse = z.infer<typeof authenticationResponseSchema>;

/**
 * The options the browser's `navigator.credentials` takes, as the server made them (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON); passed on untouched.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

export const addPasskeyRequestSchema = z.object({ response: registrationResponseSchema });
export const addPasskeyResultSchema = z.object({
  /** Ten recovery codes when this is the account's first factor, shown once; else none. */
  recoveryCodes: z.array(z.string()),
});

export const loginPasskeyRequestSchema = z.object({
  response: authenticationResponseSchema,
  /** "Keep me logged in", as on the password form. */
  keepLoggedIn: z.boolean().default(false),
});
