import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { Role } from '@airwork/shared/accounts/account-constants';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { normalizedCode, type MfaStatus } from '@airwork/shared/accounts/mfa.schema';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { seal, unseal } from '../../lib/sealed';
import type { SessionCaller } from '../../plugins/auth';
import { STEP_UP_MS } from '../../plugins/route';
import type { AccountsDeps } from './account-deps';
import * as repo from './mfa.repository';
import { findCredentialsById } from './accounts.repository';
import { verifyPassword } from '../../lib/passwords';
import { mailTargetOf } from './sessions.repository';
import type { PasskeyResponse } from '@airwork/shared/accounts/passkey.schema';
import {
  challengeOf,
  usePasskey,
  useSessionPasskey,
  verifiedRegistration,
  type RegistrationResponse,
} from './passkeys.service';

// Second factors (issue 45): an authenticator app (TOTP, RFC 6238: SHA-1, six digits, 30 s,
// a step either side for clocks that drift), passkeys (passkeys.service.ts) and ten single-use
// recovery codes.

const PERIOD_S = 30;
const SEALED_AS = 'totp';
const RECOVERY_CODES = 10;
/** No 0/o, 1/l/i: a code copied from paper is read right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: 'Airwork',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

export const hashRecoveryCode = (normalized: string) =>
  createHash('sha256').update(`airwork-recovery:${normalized}`).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** `/api/member/mfa/status`. */
export async function mfaStatus(deps: AccountsDeps, caller: SessionCaller): Promise<MfaStatus> {
  const factors = await repo.confirmedFactors(deps.db, caller.userId);
  const now = deps.mfaNow().getTime();
  return {
    factors: factors.map((f) => ({
      id: f.id,
      kind: f.kind === 'passkey' ? 'passkey' : 'totp',
      label: f.label,
      createdAt: f.createdAt.toISOString(),
      lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await repo.recoveryCodesLeft(deps.db, caller.userId),
    required: deps.adminMfaRequired && caller.roleId === Role.admin,
    recent: caller.mfaAt !== null && now - caller.mfaAt.getTime() < STEP_UP_MS,
  };
}

/** `/api/member/mfa/enrollTotp`: a new key, to be confirmed with a code from the app. */
export async function enrollTotp(deps: AccountsDeps, caller: SessionCaller) {
  const secret = new OTPAuth.Secret({ size: 20 });
  const username = (await mailTargetOf(deps.db, caller.userId))?.username ?? '';
  await deps.db.transaction(async (tx) => {
    await repo.deleteUnconfirmed(tx, caller.userId, 'totp');
    await repo.insertFactor(tx, {
      userId: caller.userId,
      kind: 'totp',
      secret: seal(deps.signingSecret, SEALED_AS, secret.base32),
      label: 'Authenticator app',
    });
  });
  const otpauthUrl = totpOf(secret.base32, username).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret: secret.base32, otpauthUrl, qrSvg };
}

/** The time step `code` is for, when it is right for `factor` now (a step either side). */
function stepOf(deps: AccountsDeps, factor: repo.FactorRow, code: string): number | undefined {
  if (!factor.secret) return undefined;
  const timestamp = deps.mfaNow().getTime();
  const delta = totpOf(unseal(deps.signingSecret, SEALED_AS, factor.secret)).validate({
    token: code,
    timestamp,
    window: 1,
  });
  return delta === null ? undefined : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}

/** `/api/member/mfa/confirmTotp`: the first code confirms the app; ten recovery codes. */
export async function confirmTotp(deps: AccountsDeps, caller: SessionCaller, code: string) {
  const now = deps.mfaNow();
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    const factor = await repo.unconfirmedTotp(tx, caller.userId);
    if (!factor) throw conflict(MfaCode.notEnrolling);
    const step = stepOf(deps, factor, normalizedCode(code));
    if (step === undefined || !(await repo.acceptStep(tx, factor.id, step, now))) {
      throw badRequest(MfaCode.codeInvalid);
    }
    await repo.confirmFactor(tx, factor.id, now);
    await repo.syncMfaEnabled(tx, caller.userId);
    await repo.replaceRecoveryCodes(
      tx,
      caller.userId,
      codes.map((c) => hashRecoveryCode(c.replace('-', ''))),
    );
    // The code just given is a factor given in this session.
    await repo.markSessionFactor(tx, caller.sessionId, now);
  });
  return { recoveryCodes: codes };
}

/** A second factor as a request carries it: one of these. */
export interface GivenFactor {
  code?: string;
  recoveryCode?: string;
  passkeyResponse?: PasskeyResponse;
}

/**
 * Where a passkey's answer must come from: the challenge a sign-in handed out (null: none was),
 * or one this signed-in session asked for (passkeyChallenge).
 */
export type PasskeyCeremony = { challenge: string | null } | { sessionId: number };

/**
 * Checks a code from one of the user's apps, a passkey's answer, or a recovery code, and uses
 * it up (a code, a challenge and a recovery code are good once): whether it was right.
 */
export async function useFactor(
  deps: AccountsDeps,
  tx: DbOrTx,
  userId: number,
  given: GivenFactor,
  ceremony?: PasskeyCeremony,
): Promise<boolean> {
  const now = deps.mfaNow();
  if (given.passkeyResponse) {
    const response = given.passkeyResponse;
    if (!ceremony) return false;
    if ('sessionId' in ceremony) {
      return useSessionPasskey(deps, tx, { userId, sessionId: ceremony.sessionId }, response);
    }
    const challenge = challengeOf(response);
    if (!ceremony.challenge || challenge !== ceremony.challenge) return false;
    return (await usePasskey(deps, tx, response, { challenge, userId })) !== undefined;
  }
  if (given.recoveryCode) {
    const hash = hashRecoveryCode(normalizedCode(given.recoveryCode));
    return repo.useRecoveryCode(tx, userId, hash, now);
  }
  if (!given.code) return false;
  const code = normalizedCode(given.code);
  for (const factor of await repo.confirmedFactors(tx, userId)) {
    if (factor.kind !== 'totp') continue;
    const step = stepOf(deps, factor, code);
    if (step !== undefined && (await repo.acceptStep(tx, factor.id, step, now))) return true;
  }
  return false;
}

/** The refusal of a factor that was not right, in the words of what was given. */
export const wrongFactor = (given: GivenFactor) =>
  badRequest(given.passkeyResponse ? MfaCode.passkeyInvalid : MfaCode.codeInvalid);

/**
 * `/api/member/mfa/addPasskey`: keeps the passkey the browser made for this session's
 * challenge. The account's first factor brings recovery codes, as an app's does.
 */
export async function addPasskey(
  deps: AccountsDeps,
  caller: SessionCaller,
  response: RegistrationResponse,
  label: string,
) {
  const now = deps.mfaNow();
  const made = await verifiedRegistration(deps, response);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const first = await deps.db.transaction(async (tx) => {
    const asked = await repo.takePasskeyChallenge(tx, made.challenge, 'add', now, caller.sessionId);
    if (!asked) throw badRequest(MfaCode.passkeyExpired);
    // Already somebody's: excludeCredentials keeps a browser from making it twice.
    if (await repo.passkeyByCredential(tx, made.credentialId)) {
      throw badRequest(MfaCode.passkeyInvalid);
    }
    const hadFactor = (await repo.confirmedFactors(tx, caller.userId)).length > 0;
    await repo.insertFactor(tx, {
      userId: caller.userId,
      kind: 'passkey',
      label,
      credentialId: made.credentialId,
      publicKey: made.publicKey,
      signCount: made.signCount,
      transports: made.transports,
      confirmedAt: now,
    });
    await repo.syncMfaEnabled(tx, caller.userId);
    if (!hadFactor) {
      const hashes = codes.map((c) => hashRecoveryCode(c.replace('-', '')));
      await repo.replaceRecoveryCodes(tx, caller.userId, hashes);
    }
    await repo.markSessionFactor(tx, caller.sessionId, now);
    return !hadFactor;
  });
  return { recoveryCodes: first ? codes : [] };
}

/** `/api/member/mfa/stepUp`: a factor given again; what needs one may be done for ten minutes. */
export async function stepUp(deps: AccountsDeps, caller: SessionCaller, given: GivenFactor) {
  const now = deps.mfaNow();
  await deps.db.transaction(async (tx) => {
    const ceremony = { sessionId: caller.sessionId };
    if (!(await useFactor(deps, tx, caller.userId, given, ceremony))) throw wrongFactor(given);
    await repo.markSessionFactor(tx, caller.sessionId, now);
  });
  return { until: new Date(now.getTime() + STEP_UP_MS).toISOString() };
}

/** `/api/member/mfa/remove`: one factor less; the last one takes the recovery codes with it. */
export async function removeFactor(deps: AccountsDeps, caller: SessionCaller, id: number) {
  await deps.db.transaction(async (tx) => {
    const factors = await repo.confirmedFactors(tx, caller.userId);
    if (!factors.some((f) => f.id === id)) throw notFound(MfaCode.factorNotFound);
    const mustKeep = deps.adminMfaRequired && caller.roleId === Role.admin;
    if (mustKeep && factors.length === 1) throw conflict(MfaCode.lastFactor);
    await repo.deleteFactor(tx, caller.userId, id);
    if (!(await repo.syncMfaEnabled(tx, caller.userId))) {
      await repo.dropRecoveryCodes(tx, caller.userId);
    }
  });
  return null;
}

/**
 * Whether these are the account's credentials: its password and, when it has a second factor,
 * a code, a passkey's answer to this session's challenge or a recovery code (used up). For
 * what cannot be undone (deleting the account).
 */
export async function checkCredentials(
  deps: AccountsDeps,
  caller: { userId: number; sessionId: number },
  given: GivenFactor & { password: string },
): Promise<'ok' | 'password' | 'factor'> {
  const { userId } = caller;
  const user = await findCredentialsById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, given.password))) return 'password';
  if (!user.mfaEnabled) return 'ok';
  const ceremony = { sessionId: caller.sessionId };
  const used = await deps.db.transaction((tx) => useFactor(deps, tx, userId, given, ceremony));
  return used ? 'ok' : 'factor';
}
