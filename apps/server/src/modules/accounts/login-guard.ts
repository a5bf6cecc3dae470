import { tooManyRequests } from '../../lib/app-error';
import * as repo from './accounts.repository';
import { KNOWN_IP_DAYS, type AccountsDeps } from './account-deps';

// How log-in guessing is limited without letting an attacker lock the owner out
// (docs/decisions.md, "Guessing and floods"):
// - failures count against the account (its id, however the user name or e-mail was typed),
//   and against the account from one IP;
// - an IP that failed too often on an account waits (strict, per account and IP);
// - an account that failed too often from anywhere (ASVS 2.2.1: 100 an hour) is guarded: only
//   addresses its owner signed in from recently may still try, so a correct password from the
//   owner's usual address signs in while guesses from elsewhere stop.

/** The key failures count against: the account, or the name typed when no account has it. */
export function accountKey(userId: number | undefined, typed: string): string {
  return userId === undefined ? `name:${typed.trim().toLowerCase()}` : `account:${userId}`;
}

const pairKey = (account: string, ip: string) => `${account}|ip:${ip}`;

/** Throws 429 when this IP may not try this account now; checked before any password. */
export async function assertMayTryLogin(
  deps: AccountsDeps,
  account: string,
  ip: string,
  userId: number | undefined,
): Promise<void> {
  const { attempts, limits } = deps;
  if (await attempts.reached(pairKey(account, ip), limits.loginPerAccountIp)) {
    throw tooManyRequests();
  }
  if (!(await attempts.reached(account, limits.loginPerAccount))) return;
  const since = new Date(deps.now().getTime() - KNOWN_IP_DAYS * 24 * 3_600_000);
  const known = userId !== undefined && (await repo.signedInFrom(deps.db, userId, ip, since));
  if (!known) throw tooManyRequests();
}

export async function recordLoginFailure(
  deps: AccountsDeps,
  account: string,
  ip: string,
): Promise<void> {
  await Promise.all([deps.attempts.add(account), deps.attempts.add(pairKey(account, ip))]);
}

/** A success clears this IP's failures, not the account's: an attack elsewhere goes on counting. */
export async function recordLoginSuccess(
  deps: AccountsDeps,
  account: string,
  ip: string,
): Promise<void> {
  await deps.attempts.clear(pairKey(account, ip));
}
