import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { ChangePasswordResult } from '@airwork/shared/accounts/account-outcomes';
import { isTooGuessable } from '@airwork/shared/accounts/password-strength';
import { MessageCode } from '@airwork/shared/errors';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './accounts.repository';
import { RESET_LINK_MINUTES, type AccountsDeps } from './account-deps';

export async function changePassword(
  deps: AccountsDeps,
  caller: { userId: number; sessionId: number },
  input: { oldPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  // A stolen session must not guess the old password without end.
  const failures = `change-password:${caller.userId}`;
  if (await deps.attempts.reached(failures, deps.limits.changePasswordFailures)) {
    throw tooManyRequests();
  }
  const user = await repo.findCredentialsById(deps.db, caller.userId);
  if (!user) return ChangePasswordResult.accountMissing;
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await deps.attempts.add(failures);
    return ChangePasswordResult.wrongOldPassword;
  }
  await deps.attempts.clear(failures);
  if (isTooGuessable(input.newPassword, [user.username])) {
    throw badRequest(MessageCode.passwordTooGuessable);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    // Anyone else signed in as this user (a stolen token, say) is signed out, and reset links
    // mailed before the change stop working.
    await repo.revokeUserSessions(tx, user.id, deps.now(), caller.sessionId);
    await repo.expirePasswordResets(tx, user.id, deps.now());
  });
  return ChangePasswordResult.changed;
}

/** Whether the address has had its share of reset mails in the window. */
async function resetMailsExhausted(deps: AccountsDeps, userId: number): Promise<boolean> {
  const { max, windowMs } = deps.limits.resetMailsPerAddress;
  const since = new Date(deps.now().getTime() - windowMs);
  return (await repo.countPasswordResets(deps.db, userId, since)) >= max;
}

/**
 * Returns false when no live account has that e-mail (the spec's -1). Past the limit of mails
 * to one address it answers as if it sent one and sends nothing: nobody can flood a mailbox,
 * and the answer does not tell that the limit was reached.
 */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<boolean> {
  const user = await repo.findResetTarget(deps.db, email);
  if (!user || user.active === AccountStatus.deleted) return false;
  if (await resetMailsExhausted(deps, user.id)) return true;
  const token = newToken();
  await deps.notices.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.now().getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const path = `/reset-password?token=${encodeURIComponent(token)}`;
    const validMinutes = RESET_LINK_MINUTES;
    await deps.notices.record(tx, {
      type: 'passwordResetAsked',
      userId: user.id,
      path,
      validMinutes,
    });
  });
  return true;
}

/** Finishes a reset; false when the link is unknown, used or expired. */
export async function setNewPassword(
  deps: AccountsDeps,
  token: string,
  newPassword: string,
): Promise<boolean> {
  if (isTooGuessable(newPassword)) throw badRequest(MessageCode.passwordTooGuessable);
  const passwordHash = await hashPassword(newPassword);
  return deps.db.transaction(async (tx) => {
    const userId = await repo.consumePasswordReset(tx, hashToken(token), deps.now());
    if (userId === undefined) return false;
    await repo.updateUser(tx, userId, { passwordHash });
    await repo.revokeUserSessions(tx, userId, deps.now());
    // Other links sent before this one die with it.
    await repo.expirePasswordResets(tx, userId, deps.now());
    return true;
  });
}
