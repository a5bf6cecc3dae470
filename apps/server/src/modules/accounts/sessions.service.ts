import type { LoginResult } from '@airwork/shared/accounts/account.schema';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { LoginOutcome } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import type { DbOrTx } from '../../db/client';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionCaller } from '../../plugins/auth';
import * as repo from './accounts.repository';
import {
  accountKey,
  assertMayTryLogin,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-guard';
import { BROWSER_SESSION_MS, PERSISTENT_SESSION_MS, type AccountsDeps } from './account-deps';

export type LoginOutcome =
  { kind: 'ok'; result: LoginResult } | { kind: 'refused'; message: string; active?: number };

/** Opens a session and returns its bearer token; only the token's hash is stored. */
export async function openSession(
  deps: AccountsDeps,
  tx: DbOrTx,
  session: { userId: number; persistent: boolean; ip: string },
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

export async function login(
  deps: AccountsDeps,
  input: LoginInput,
  ip: string,
): Promise<LoginOutcome> {
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
  const session = { userId: user.id, persistent: input.keepLoggedIn, ip };
  const token = await openSession(deps, deps.db, session);
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
