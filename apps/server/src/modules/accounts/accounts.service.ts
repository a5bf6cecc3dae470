import { randomInt } from 'node:crypto';
import type { LoginResult, ClientInfo } from '@airwork/shared/accounts/account.schema';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import { BusinessMessage, MessageCode } from '@airwork/shared/errors';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mail.service';
import { passwordResetMail, registrationMail, type MailLanguage } from '../mail/mail-templates';
import * as repo from './accounts.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Keep me logged in" sessions last 30 days; the others end with the browser or in 12 hours. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
export const RESET_LINK_MINUTES = 30;

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

export interface RegisterInput {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  encrypt_password: string;
  role_id: 1 | 2;
  gender: 1 | 2 | 3;
  hideAtAds: 0 | 1;
  brief: string;
}

/** Outcomes carry the spec's `message` values; the route wraps them in the envelope. */
export type RegisterOutcome = { ok: true; result: LoginResult } | { ok: false; message: string };

export type LoginOutcome =
  { kind: 'ok'; result: LoginResult } | { kind: 'refused'; message: string; active?: number };

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: AccountsDeps) {
  const { db, mailer, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function openSession(tx: DbOrTx, userId: number, persistent: boolean): Promise<string> {
    const token = newToken();
    const ttl = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
    await repo.insertSession(tx, {
      userId,
      tokenHash: hashToken(token),
      persistent,
      expiresAt: new Date(now().getTime() + ttl),
    });
    return token;
  }

  function loginResult(user: repo.UserRow, token: string, message: string): LoginResult {
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

  /** A short number people can read out: the role digit, then seven random digits. */
  async function newUserNumbers(tx: DbOrTx, role: number): Promise<string> {
    for (;;) {
      const candidate = `${role}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
      if (!(await repo.userNumbersTaken(tx, candidate))) return candidate;
    }
  }

  function conflictMessage(c: {
    username: boolean;
    email: boolean;
    mobile: boolean;
  }): string | undefined {
    if (c.username) return BusinessMessage.accountNotExists; // spec: -1 = username exists
    if (c.mobile) return BusinessMessage.secondOutcome; // spec: -2 = mobile exists
    if (c.email) return MessageCode.emailExists;
    return undefined;
  }

  function conflictFromConstraint(constraint: string): string {
    if (constraint.includes('mobile')) return BusinessMessage.secondOutcome;
    if (constraint.includes('email')) return MessageCode.emailExists;
    return BusinessMessage.accountNotExists;
  }

  async function register(input: RegisterInput, language: MailLanguage): Promise<RegisterOutcome> {
    const conflict = conflictMessage(await repo.findConflicts(db, input));
    if (conflict) return { ok: false, message: conflict };
    const passwordHash = await hashPassword(input.encrypt_password);
    try {
      const result = await db.transaction(async (tx) => {
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
        await mailer.enqueue(
          tx,
          registrationMail(language, user.email, {
            firstName: user.firstName,
            username: user.username,
            userNumbers: user.userNumbers,
            loginUrl: `${publicUrl}/#/login`,
          }),
        );
        const token = await openSession(tx, user.id, false);
        return loginResult(user, token, MessageCode.registerSuccess);
      });
      mailer.kick();
      return { ok: true, result };
    } catch (err) {
      // Two sign-ups racing for the same name: the unique index decides, as the check would have.
      const constraint = uniqueViolation(err);
      if (constraint === undefined) throw err;
      return { ok: false, message: conflictFromConstraint(constraint) };
    }
  }

  async function findLoginUser(userName: string): Promise<repo.UserRow | undefined> {
    if (userName === '') return undefined;
    return userName.includes('@')
      ? repo.findUserByEmail(db, userName.toLowerCase())
      : repo.findUserByUsername(db, userName);
  }

  async function login(input: {
    userName: string;
    userPwd: string;
    keepLoggedIn: boolean;
  }): Promise<LoginOutcome> {
    const user = await findLoginUser(input.userName);
    if (!user) {
      await burnPasswordCheck(input.userPwd);
      return { kind: 'refused', message: BusinessMessage.accountNotExists };
    }
    // The password is checked before the status, so a blocked account is not revealed to a guesser.
    if (!(await verifyPassword(user.passwordHash, input.userPwd))) {
      return { kind: 'refused', message: BusinessMessage.secondOutcome };
    }
    if (user.active === AccountStatus.blocked) {
      return { kind: 'refused', message: MessageCode.accountBlocked, active: user.active };
    }
    if (user.active === AccountStatus.deleted) {
      return { kind: 'refused', message: MessageCode.accountDeleted, active: user.active };
    }
    const token = await openSession(db, user.id, input.keepLoggedIn);
    return { kind: 'ok', result: loginResult(user, token, MessageCode.success) };
  }

  async function logout(sessionId: number): Promise<void> {
    await repo.revokeSession(db, sessionId, now());
  }

  /** result: 1 changed, -1 account missing, -2 old password wrong (spec section 7). */
  async function changePassword(
    caller: { userId: number; sessionId: number },
    input: { oldPassword: string; newPassword: string },
  ): Promise<1 | -1 | -2> {
    const user = await repo.findUserById(db, caller.userId);
    if (!user) return -1;
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) return -2;
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.updateUser(tx, user.id, { passwordHash });
      // Anyone else signed in as this user (a stolen token, say) is signed out.
      await repo.revokeUserSessions(tx, user.id, now(), caller.sessionId);
    });
    return 1;
  }

  /** Returns false when no live account has that e-mail (the spec's -1). */
  async function requestPasswordReset(email: string): Promise<boolean> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.active === AccountStatus.deleted) return false;
    const token = newToken();
    await db.transaction(async (tx) => {
      await repo.insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      await mailer.enqueue(
        tx,
        passwordResetMail(user.language === 'zh' ? 'zh' : 'en', user.email, {
          firstName: user.firstName,
          resetUrl: `${publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`,
          validMinutes: RESET_LINK_MINUTES,
        }),
      );
    });
    mailer.kick();
    return true;
  }

  /** Finishes a reset; false when the link is unknown, used or expired. */
  async function setNewPassword(token: string, newPassword: string): Promise<boolean> {
    const passwordHash = await hashPassword(newPassword);
    return db.transaction(async (tx) => {
      const userId = await repo.consumePasswordReset(tx, hashToken(token), now());
      if (userId === undefined) return false;
      await repo.updateUser(tx, userId, { passwordHash });
      await repo.revokeUserSessions(tx, userId, now());
      return true;
    });
  }

  async function loadClientInfo(userId: number): Promise<ClientInfo | undefined> {
    const u = await repo.findUserById(db, userId);
    if (!u) return undefined;
    return {
      id: u.id,
      userNumbers: u.userNumbers,
      username: u.username,
      role_id: u.roleId,
      active: u.active,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      mobile: u.mobile ?? '',
      brief: u.brief,
      gender: u.gender,
      hideAtAds: u.hideAtAds,
      isNotify: u.isNotify,
      notifyEmail: u.notifyEmail,
    };
  }

  return {
    register,
    login,
    logout,
    changePassword,
    requestPasswordReset,
    setNewPassword,
    loadClientInfo,
  };
}
