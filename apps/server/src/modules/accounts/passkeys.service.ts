import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import type {
  PasskeyOptions,
  PasskeyResponse,
  registrationResponseSchema,
} from '@airwork/shared/accounts/passkey.schema';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { AccountsDeps } from './account-deps';
import * as repo from './mfa.repository';
import { mailTargetOf } from './sessions.repository';

// Passkeys (WebAuthn, issue 45), with @simplewebauthn/server: added to an account from its
// security page, then used as a second factor after a password, for a step-up, or alone to sign
// in. The relying party is the site's public address (PUBLIC_URL): its host name is the RP id,
// its origin the only one accepted, so a passkey made here answers nowhere else.

/** How long the browser has to answer a ceremony. */
export const CEREMONY_MS = 5 * 60_000;

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The options as the contract carries them: JSON handed to the browser untouched. */
const asJson = (
  options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON,
): PasskeyOptions => ({ ...options });

/** The site as WebAuthn names it. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The challenge the browser signed, read from its client data; undefined when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }) {
  try {
    const challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

function transportsOf(f: repo.FactorRow): AuthenticatorTransport[] | undefined {
  const list = f.transports?.split(',').filter((t) => TRANSPORTS.has(t));
  return list?.length ? (list as AuthenticatorTransport[]) : undefined;
}

async function passkeysOf(db: DbOrTx, userId: number) {
  return (await repo.confirmedFactors(db, userId)).filter(
    (f) => f.kind === 'passkey' && f.credentialId,
  );
}

/** `/api/member/mfa/passkeyOptions`: a passkey to create for this account (not one it has). */
export async function passkeyOptions(deps: AccountsDeps, caller: SessionCaller) {
  const { rpID } = relyingParty(deps.publicUrl);
  const now = deps.mfaNow();
  const who = await mailTargetOf(deps.db, caller.userId);
  const existing = await passkeysOf(deps.db, caller.userId);
  const options = await generateRegistrationOptions({
    rpName: 'Airwork',
    rpID,
    userName: who?.username ?? String(caller.userId),
    userDisplayName: who?.firstName || who?.username || '',
    // Opaque and stable: the same account on the same authenticator replaces, never doubles.
    userID: isoUint8Array.fromUTF8String(`airwork:${caller.userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((f) => ({ id: f.credentialId!, transports: transportsOf(f) })),
    // A discoverable credential, so that it can also sign in without a user name.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CEREMONY_MS,
  });
  await repo.insertPasskeyChallenge(
    deps.db,
    {
      challenge: options.challenge,
      purpose: 'add',
      userId: caller.userId,
      sessionId: caller.sessionId,
      expiresAt: new Date(now.getTime() + CEREMONY_MS),
    },
    now,
  );
  return asJson(options);
}

/** What a verified registration gives to keep: the credential, its key, its counter. */
export async function verifiedRegistration(deps: AccountsDeps, response: RegistrationResponse) {
  const { rpID, origin } = relyingParty(deps.publicUrl);
  const challenge = challengeOf(response);
  if (!challenge) throw badRequest(MfaCode.passkeyInvalid);
  let verdict;
  try {
    verdict = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw badRequest(MfaCode.passkeyInvalid);
  }
  if (!verdict.verified) throw badRequest(MfaCode.passkeyInvalid);
  const { credential } = verdict.registrationInfo;
  return {
    challenge,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    signCount: credential.counter,
    transports: (response.response.transports ?? []).filter((t) => TRANSPORTS.has(t)).join(','),
  };
}

/**
 * Options for using one of an account's passkeys, from its confirmed factors as the caller has
 * read them (a sign-in reads them once for both this and the kinds it offers), or any passkey
 * of the site (`undefined`: no account yet, signing in with a passkey alone).
 */
export function authenticationOptions(deps: AccountsDeps, factors: repo.FactorRow[] | undefined) {
  const { rpID } = relyingParty(deps.publicUrl);
  const mine = (factors ?? []).filter((f) => f.kind === 'passkey' && f.credentialId);
  return generateAuthenticationOptions({
    rpID,
    allowCredentials: mine.map((f) => ({ id: f.credentialId!, transports: transportsOf(f) })),
    // Alone, a passkey is both factors only with its PIN or biometrics.
    userVerification: factors === undefined ? 'required' : 'preferred',
    timeout: CEREMONY_MS,
  });
}

/**
 * `/api/member/mfa/passkeyChallenge`: options for using one of the caller's passkeys in this
 * session (a step-up, deleting the account).
 */
export async function passkeyChallenge(deps: AccountsDeps, caller: SessionCaller) {
  const now = deps.mfaNow();
  const factors = await repo.confirmedFactors(deps.db, caller.userId);
  const options = await authenticationOptions(deps, factors);
  if (!options.allowCredentials?.length) throw notFound(MfaCode.factorNotFound);
  await repo.insertPasskeyChallenge(
    deps.db,
    {
      challenge: options.challenge,
      purpose: 'step-up',
      userId: caller.userId,
      sessionId: caller.sessionId,
      expiresAt: new Date(now.getTime() + CEREMONY_MS),
    },
    now,
  );
  return asJson(options);
}

/**
 * Checks a passkey's answer to `expectedChallenge` and records its use: the account it
 * belongs to, or undefined when it is not right (not `userId`'s when one is named, unknown,
 * a bad signature, another site, a counter gone back).
 */
export async function usePasskey(
  deps: AccountsDeps,
  db: DbOrTx,
  response: PasskeyResponse,
  expected: { challenge: string; userId?: number; userVerified?: boolean },
): Promise<number | undefined> {
  const { rpID, origin } = relyingParty(deps.publicUrl);
  const factor = await repo.passkeyByCredential(db, response.id);
  if (!factor?.credentialId || !factor.publicKey) return undefined;
  if (expected.userId !== undefined && factor.userId !== expected.userId) return undefined;
  let verdict;
  try {
    verdict = await verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: factor.credentialId,
        publicKey: isoBase64URL.toBuffer(factor.publicKey),
        counter: factor.signCount ?? 0,
        transports: transportsOf(factor),
      },
      requireUserVerification: expected.userVerified ?? false,
    });
  } catch {
    return undefined;
  }
  if (!verdict.verified) return undefined;
  const used = await repo.usePasskey(
    db,
    factor,
    verdict.authenticationInfo.newCounter,
    deps.mfaNow(),
  );
  return used ? factor.userId : undefined;
}

/**
 * A passkey answer given in a signed-in session (step-up, deleting the account): right only
 * for a challenge this session asked for (passkeyChallenge), once.
 */
export async function useSessionPasskey(
  deps: AccountsDeps,
  tx: DbOrTx,
  caller: { userId: number; sessionId: number },
  response: PasskeyResponse,
): Promise<boolean> {
  const challenge = challengeOf(response);
  if (!challenge) return false;
  const now = deps.mfaNow();
  if (!(await repo.takePasskeyChallenge(tx, challenge, 'step-up', now, caller.sessionId))) {
    return false;
  }
  return (await usePasskey(deps, tx, response, { challenge, userId: caller.userId })) !== undefined;
}
