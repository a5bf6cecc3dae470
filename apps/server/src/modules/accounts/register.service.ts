import type { LoginResult, RegisterInput } from '@airwork/shared/accounts/account.schema';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { RegisterOutcome } from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import { isTooGuessable } from '@airwork/shared/accounts/password-strength';
import { badRequest } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import type { NoticeLanguage } from '@airwork/shared/notices/notice-text';
import * as repo from './accounts.repository';
import type { AccountsDeps } from './account-deps';
import { loginResult, openSession } from './sessions.service';
import { newUserNumbers } from './user-numbers';

/** Outcomes carry the spec's `message` values; the route wraps them in the envelope. */
export type RegisterResult = { ok: true; result: LoginResult } | { ok: false; message: string };

function conflictMessage(c: { username: boolean; email: boolean; mobile: boolean }) {
  if (c.username) return RegisterOutcome.usernameTaken;
  if (c.mobile) return RegisterOutcome.mobileTaken;
  if (c.email) return RegisterOutcome.emailTaken;
  return undefined;
}

function conflictFromConstraint(constraint: string): string {
  if (constraint.includes('mobile')) return RegisterOutcome.mobileTaken;
  if (constraint.includes('email')) return RegisterOutcome.emailTaken;
  return RegisterOutcome.usernameTaken;
}

/** The sign-up's language, and where it comes from (its first session's address and device). */
interface RegisterContext {
  language: NoticeLanguage;
  ip: string;
  device: string;
}

async function insertAccount(
  deps: AccountsDeps,
  input: RegisterInput,
  passwordHash: string,
  { language, ip, device }: RegisterContext,
): Promise<LoginResult> {
  return deps.notices.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      userNumbers: await newUserNumbers(tx, input.role_id),
      username: input.username,
      email: input.email,
      mobile: input.mobile,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      brief: input.brief,
      gender: input.gender,
      hideAtAds: input.hideAtAds,
      roleId: input.role_id,
      // Pilots stay un-certified until an admin approves their certificate.
      active: input.role_id === Role.pilot ? AccountStatus.uncertified : AccountStatus.active,
      notifyEmail: input.email,
      language,
    });
    const { username, userNumbers } = user;
    await deps.notices.record(tx, { type: 'registered', userId: user.id, username, userNumbers });
    const session = { userId: user.id, persistent: input.keepLoggedIn, ip, device };
    const token = await openSession(deps, tx, session);
    return loginResult(user, token, MessageCode.registerSuccess);
  });
}

export async function register(
  deps: AccountsDeps,
  input: RegisterInput,
  context: RegisterContext,
): Promise<RegisterResult> {
  const conflict = conflictMessage(await repo.findConflicts(deps.db, input));
  if (conflict) return { ok: false, message: conflict };
  const known = [input.username, input.email, input.first_name, input.last_name];
  if (isTooGuessable(input.encrypt_password, known)) {
    throw badRequest(MessageCode.passwordTooGuessable);
  }
  const passwordHash = await hashPassword(input.encrypt_password);
  try {
    const result = await insertAccount(deps, input, passwordHash, context);
    return { ok: true, result };
  } catch (err) {
    // Two sign-ups racing for the same name: the unique index decides, as the check would have.
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    return { ok: false, message: conflictFromConstraint(constraint) };
  }
}
