import type { LoginResult } from '@airwork/shared/accounts/account.schema';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { SessionCode, type Session } from '@airwork/shared/accounts/session.schema';
import type { PasskeyOptions, PasskeyResponse } from '@airwork/shared/accounts/passkey.schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import * as mfaRepo from './mfa.repository';
import { useFactor, wrongFactor, type GivenFactor } from './mfa.service';
import { authenticationOptions, challengeOf, usePasskey } from './passkeys.service';
import { LoginOutcome } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import type { DbOrTx } from '../../db/client';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './accounts.repository';
import * as sessionsRepo from './sessions.repository';
import {
  accountKey,
  assertMayTryLogin,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-guard';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS, type AccountsDeps } from './account-deps';

export type LoginOutcome =
  | { kind: 'ok'; result: LoginResult }
  | {
      kind: 'mfa';
      challengeId: string;
      factorKinds: FactorKind[];
      passkeyOptions?: PasskeyOptions;
    }
  | { kind: 'refused'; message: string; active?: number };

type FactorKind = 'totp' | 'passkey';

/** A sign-in waiting for its second factor lasts this long, and this many wrong answers. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function openSession(
  deps: AccountsDeps,
  tx: DbOrTx,
  session: { userId: number; persistent: boolean; ip: string; device: string; mfaAt?: Date },
): Promise<string> {
  const token = newToken();
  const ttl = session.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  await repo.insertSession(tx, {
    ...session,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + ttl),
  });
  return token;
}

export function loginResult(user: repo.AccountRow, token: string, message: string): LoginResult {
  return {
    id: user.id,
    userNumbers: user.userNumbers,
    role_id: user.roleId,
    username: user.username,
    first_name: user.firstName,
    token,
    active: user.active,
    message,
  };
}

function findLoginUser(deps: AccountsDeps, userName: string) {
  if (userName === '') return undefined;
  return userName.includes('@')
    ? repo.findCredentialsByEmail(deps.db, userName.toLowerCase())
    : repo.findCredentialsByUsername(deps.db, userName);
}

export interface LoginInput {
  userName: string;
  userPwd: string;
  keepLoggedIn: boolean;
}

/** Where a sign-in comes from: the address, and the device its User-Agent names. */
export interface SignInPlace {
  ip: string;
  device: string;
}

export async function login(
  deps: AccountsDeps,
  input: LoginInput,
  place: SignInPlace,
): Promise<LoginOutcome> {
  const { ip } = place;
  const user = await findLoginUser(deps, input.userName);
  const account = accountKey(user?.id, input.userName);
  await assertMayTryLogin(deps, account, ip, user?.id);
  if (!user) {
    await burnPasswordCheck(input.userPwd);
    await recordLoginFailure(deps, account, ip);
    return { kind: 'refused', message: LoginOutcome.unknownAccount };
  }
  // The password is checked before the status, so a blocked account is not revealed to a guesser.
  if (!(await verifyPassword(user.passwordHash, input.userPwd))) {
    await recordLoginFailure(deps, account, ip);
    return { kind: 'refused', message: LoginOutcome.wrongPassword };
  }
  await recordLoginSuccess(deps, account, ip);
  if (user.active === AccountStatus.blocked) {
    return { kind: 'refused', message: MessageCode.accountBlocked, active: user.active };
  }
  if (user.active === AccountStatus.deleted) {
    return { kind: 'refused', message: MessageCode.accountDeleted, active: user.active };
  }
  if (user.mfaEnabled) {
    return { kind: 'mfa', ...(await startChallenge(deps, user.id, place, input.keepLoggedIn)) };
  }
  const token = await completeSignIn(deps, user, place, input.keepLoggedIn);
  return { kind: 'ok', result: loginResult(user, token, MessageCode.success) };
}

/** A session for a sign-in that passed every step; the owner told of a device never seen. */
async function completeSignIn(
  deps: AccountsDeps,
  user: repo.AccountRow,
  place: SignInPlace,
  persistent: boolean,
  mfaAt?: Date,
): Promise<string> {
  const session = { userId: user.id, persistent, ...place, ...(mfaAt && { mfaAt }) };
  return deps.notices.transaction(async (tx) => {
    const seen = await sessionsRepo.devicesSeen(tx, user.id, place.device);
    // Told of a device never seen before (not of the very first sign-in: nothing to compare).
    if (seen.any && !seen.same) await mailNewSignIn(deps, tx, user, place);
    return openSession(deps, tx, session);
  });
}

/**
 * The password was right and a second factor is due: a challenge to answer it with, and the
 * options to answer it with a passkey when the account has one.
 */
async function startChallenge(
  deps: AccountsDeps,
  userId: number,
  place: SignInPlace,
  persistent: boolean,
): Promise<{ challengeId: string; factorKinds: FactorKind[]; passkeyOptions?: PasskeyOptions }> {
  const challengeId = newToken();
  const factors = await mfaRepo.confirmedFactors(deps.db, userId);
  const factorKinds = (['totp', 'passkey'] as const).filter((k) =>
    factors.some((f) => f.kind === k),
  );
  const options = await authenticationOptions(deps, factors);
  const passkeyOptions = options.allowCredentials?.length ? { ...options } : undefined;
  await mfaRepo.insertChallenge(deps.db, {
    userId,
    tokenHash: hashToken(challengeId),
    persistent,
    ...place,
    expiresAt: new Date(deps.mfaNow().getTime() + CHALLENGE_MS),
    ...(passkeyOptions && { webauthnChallenge: passkeyOptions.challenge }),
  });
  return { challengeId, factorKinds, ...(passkeyOptions && { passkeyOptions }) };
}

/**
 * `/api/member/loginMfa`: the second step of a sign-in. The guessing limits of the first step
 * cover it (per account, and per account and address), and a challenge takes five wrong answers.
 */
export async function loginMfa(
  deps: AccountsDeps,
  input: GivenFactor & { challengeId: string },
  place: SignInPlace,
): Promise<LoginResult> {
  const now = deps.mfaNow();
  const tokenHash = hashToken(input.challengeId);
  const challenge = await mfaRepo.openChallenge(deps.db, tokenHash, now, CHALLENGE_TRIES);
  if (!challenge) throw unauthorized(MfaCode.challengeInvalid);
  const user = await repo.findAccountById(deps.db, challenge.userId);
  if (!user) throw unauthorized(MfaCode.challengeInvalid);
  const account = accountKey(user.id, '');
  await assertMayTryLogin(deps, account, place.ip, user.id);
  const ceremony = { challenge: challenge.webauthnChallenge };
  const passed = await deps.db.transaction(async (tx) => {
    if (!(await useFactor(deps, tx, user.id, input, ceremony))) return false;
    return mfaRepo.useChallenge(tx, challenge.id, now);
  });
  if (!passed) {
    await mfaRepo.failChallenge(deps.db, challenge.id);
    await recordLoginFailure(deps, account, place.ip);
    throw wrongFactor(input);
  }
  const from = { ip: challenge.ip, device: challenge.device };
  const token = await completeSignIn(deps, user, from, challenge.persistent, now);
  return loginResult(user, token, MessageCode.success);
}

/** `/api/member/passkeyLoginOptions`: any passkey of this site may answer, once. */
export async function passkeyLoginOptions(deps: AccountsDeps): Promise<PasskeyOptions> {
  const now = deps.mfaNow();
  const options = await authenticationOptions(deps, undefined);
  await mfaRepo.insertPasskeyChallenge(
    deps.db,
    {
      challenge: options.challenge,
      purpose: 'sign-in',
      expiresAt: new Date(now.getTime() + CHALLENGE_MS),
    },
    now,
  );
  return { ...options };
}

/**
 * `/api/member/loginPasskey`: a passkey used with its PIN or biometrics is something you have
 * and something you are or know, so the session counts as having given a second factor.
 */
export async function loginPasskey(
  deps: AccountsDeps,
  input: { response: PasskeyResponse; keepLoggedIn: boolean },
  place: SignInPlace,
): Promise<LoginResult> {
  const now = deps.mfaNow();
  const challenge = challengeOf(input.response);
  if (!challenge || !(await mfaRepo.takePasskeyChallenge(deps.db, challenge, 'sign-in', now))) {
    throw badRequest(MfaCode.passkeyExpired);
  }
  const expected = { challenge, userVerified: true };
  const userId = await usePasskey(deps, deps.db, input.response, expected);
  const user = userId === undefined ? undefined : await repo.findAccountById(deps.db, userId);
  if (!user) throw badRequest(MfaCode.passkeyInvalid);
  if (user.active === AccountStatus.blocked) throw forbidden(MessageCode.accountBlocked);
  if (user.active === AccountStatus.deleted) throw forbidden(MessageCode.accountDeleted);
  const token = await completeSignIn(deps, user, place, input.keepLoggedIn, now);
  return loginResult(user, token, MessageCode.success);
}

/** The owner's notice of a sign-in from a device never seen on their account. */
async function mailNewSignIn(
  deps: AccountsDeps,
  tx: DbOrTx,
  user: repo.AccountRow,
  place: SignInPlace,
) {
  const home: Record<number, string> = {
    [Role.pilot]: 'pilot-profile',
    [Role.admin]: 'admin-home',
  };
  await deps.notices.record(tx, {
    type: 'newSignIn',
    userId: user.id,
    path: `/${home[user.roleId] ?? 'client-profile'}`,
    device: place.device,
    ip: place.ip,
    at: deps.now(),
  });
}

export async function logout(deps: AccountsDeps, sessionId: number): Promise<void> {
  await repo.revokeSession(deps.db, sessionId, deps.now());
}

/** A session's last use is written at most this often: one write, not one a request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** The caller a bearer token stands for: a live session of an account not shut out. */
export async function sessionCaller(
  deps: AccountsDeps,
  token: string,
): Promise<SessionCaller | undefined> {
  const now = deps.now();
  const session = await repo.findLiveSession(deps.db, hashToken(token), now);
  if (!session) return undefined;
  const shutOut =
    session.active === AccountStatus.blocked || session.active === AccountStatus.deleted;
  if (shutOut) return undefined;
  const { lastUsedAt, ...caller } = session;
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await sessionsRepo.touchSession(deps.db, session.sessionId, now);
  }
  return caller;
}

/** `/api/member/sessions`: the caller's live sessions, theirs first, then the last used. */
export async function listSessions(deps: AccountsDeps, caller: SessionCaller): Promise<Session[]> {
  const all = await sessionsRepo.liveSessionsOf(deps.db, caller.userId, deps.now());
  const mine = (r: { id: number }) => r.id === caller.sessionId;
  const rows = [...all.filter(mine), ...all.filter((r) => !mine(r))];
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    ip: r.ip ?? '',
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    persistent: r.persistent,
    current: r.id === caller.sessionId,
  }));
}

/**
 * `/api/member/endSession`: ends one of the caller's sessions, or all but the caller's own.
 * Sessions are not cached anywhere, so a call made with an ended one is refused at once, on
 * every instance.
 */
export async function endSession(
  deps: AccountsDeps,
  caller: SessionCaller,
  id: number | 'others',
): Promise<{ ended: number }> {
  if (id === 'others') {
    const ended = await repo.revokeUserSessions(
      deps.db,
      caller.userId,
      deps.now(),
      caller.sessionId,
    );
    return { ended };
  }
  if (!(await sessionsRepo.revokeOwnSession(deps.db, caller.userId, id, deps.now()))) {
    throw notFound(SessionCode.notFound);
  }
  return { ended: 1 };
}
