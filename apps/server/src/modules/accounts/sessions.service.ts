import type { LoginResult } from '@airwork/shared/accounts/account.schema';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { LoginOutcome } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import type { DbOrTx } from '../../db/client';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './accounts.repository';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS, type AccountsDeps } from './account-deps';

export type LoginOutcome =
  { kind: 'ok'; result: LoginResult } | { kind: 'refused'; message: string; active?: number };

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function openSession(
  deps: AccountsDeps,
  tx: DbOrTx,
  userId: number,
  persistent: boolean,
): Promise<string> {
  const token = newToken();
  const ttl = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  await repo.insertSession(tx, {
    userId,
    tokenHash: hashToken(token),
    persistent,
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

export async function login(
  deps: AccountsDeps,
  input: { userName: string; userPwd: string; keepLoggedIn: boolean },
): Promise<LoginOutcome> {
  const user = await findLoginUser(deps, input.userName);
  if (!user) {
    await burnPasswordCheck(input.userPwd);
    return { kind: 'refused', message: LoginOutcome.unknownAccount };
  }
  // The password is checked before the status, so a blocked account is not revealed to a guesser.
  if (!(await verifyPassword(user.passwordHash, input.userPwd))) {
    return { kind: 'refused', message: LoginOutcome.wrongPassword };
  }
  if (user.active === AccountStatus.blocked) {
    return { kind: 'refused', message: MessageCode.accountBlocked, active: user.active };
  }
  if (user.active === AccountStatus.deleted) {
    return { kind: 'refused', message: MessageCode.accountDeleted, active: user.active };
  }
  const token = await openSession(deps, deps.db, user.id, input.keepLoggedIn);
  return { kind: 'ok', result: loginResult(user, token, MessageCode.success) };
}

export async function logout(deps: AccountsDeps, sessionId: number): Promise<void> {
  await repo.revokeSession(deps.db, sessionId, deps.now());
}

/** The caller a bearer token stands for: a live session of an account not shut out. */
export async function sessionCaller(
  deps: AccountsDeps,
  token: string,
): Promise<SessionCaller | undefined> {
  const session = await repo.findLiveSession(deps.db, hashToken(token), deps.now());
  if (!session) return undefined;
  const shutOut =
    session.active === AccountStatus.blocked || session.active === AccountStatus.deleted;
  return shutOut ? undefined : session;
}
