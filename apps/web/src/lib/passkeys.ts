import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptions, PasskeyResponse } from '@airwork/shared/accounts/passkey.schema';
import type { z } from 'zod';
import type { registrationResponseSchema } from '@airwork/shared/accounts/passkey.schema';
import { ApiError } from './api-client';

// Passkeys in the browser (issue 45), through @simplewebauthn/browser, loaded only when a
// passkey is made or used: the options come from the server, the answer goes back as JSON.

/** A second factor as a form sends it: one of these. */
export interface GivenFactor {
  code?: string;
  recoveryCode?: string;
  passkeyResponse?: PasskeyResponse;
}

/** Messages of the browser's own refusals (translated like the server's). */
export const PasskeyBrowserCode = {
  cancelled: 'mfa.passkey_cancelled',
  exists: 'mfa.passkey_exists',
  wrongAddress: 'mfa.passkey_wrong_address',
} as const;

/**
 * Whether this browser can make and use passkeys here: WebAuthn exists, in a secure context
 * (https, or localhost while trying Airwork).
 */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function';

function refusal(err: unknown): ApiError {
  const { code, name } = err as { code?: string; name?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new ApiError(PasskeyBrowserCode.exists);
  }
  // A page at another address than the site's (127.0.0.1 for localhost): the browser refuses.
  if (
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    name === 'SecurityError'
  ) {
    return new ApiError(PasskeyBrowserCode.wrongAddress);
  }
  // NotAllowedError: cancelled, timed out, or no passkey of this site on the device.
  return new ApiError(PasskeyBrowserCode.cancelled);
}

/** Asks the device to make a passkey for these options (from /api/member/mfa/passkeyOptions). */
export async function createPasskey(
  options: PasskeyOptions,
): Promise<z.input<typeof registrationResponseSchema>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return (await startRegistration({ optionsJSON })) as z.input<typeof registrationResponseSchema>;
  } catch (err) {
    throw refusal(err);
  }
}

/** Asks the device to use one of its passkeys for these options. */
export async function signWithPasskey(options: PasskeyOptions): Promise<PasskeyResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return (await startAuthentication({ optionsJSON })) as PasskeyResponse;
  } catch (err) {
    throw refusal(err);
  }
}
