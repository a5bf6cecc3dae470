import { randomBytes } from 'node:crypto';
import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './accounts.repository';
import { newUserNumbers } from './user-numbers';

export interface EnsureAdminResult {
  username: string;
  /** Set when the admin was created with a generated password, to be printed once. */
  generatedPassword?: string;
  action: 'created' | 'updated' | 'unchanged';
}

/**
 * Makes sure an admin exists. With a username and password (ADMIN_USERNAME/ADMIN_PASSWORD
 * or `npm run create-admin`) that account is created, or made an active admin with that
 * password. Without them, an admin is created only when none exists, with a generated
 * password that the caller prints once.
 */
export async function ensureAdmin(
  db: Db,
  wanted: { username?: string; password?: string },
): Promise<EnsureAdminResult | undefined> {
  if (!wanted.username || !wanted.password) {
    if (await repo.adminExists(db)) return undefined;
    const generatedPassword = randomBytes(12).toString('base64url');
    const username = wanted.username ?? 'admin';
    const result = await ensureAdmin(db, { username, password: generatedPassword });
    return result && { ...result, generatedPassword };
  }
  const existing = await repo.findCredentialsByUsername(db, wanted.username);
  if (!existing) {
    await repo.insertUser(db, {
      userNumbers: await newUserNumbers(db, Role.admin),
      username: wanted.username,
      email: `${wanted.username.toLowerCase()}@admin.airwork.invalid`,
      passwordHash: await hashPassword(wanted.password),
      firstName: 'Airwork',
      lastName: 'Admin',
      roleId: Role.admin,
      active: AccountStatus.active,
    });
    return { username: wanted.username, action: 'created' };
  }
  const samePassword = await verifyPassword(existing.passwordHash, wanted.password);
  if (samePassword && existing.roleId === Role.admin && existing.active === AccountStatus.active) {
    return { username: existing.username, action: 'unchanged' };
  }
  const passwordHash = samePassword ? undefined : await hashPassword(wanted.password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, existing.id, {
      roleId: Role.admin,
      active: AccountStatus.active,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (passwordHash) await repo.expirePasswordResets(tx, existing.id, new Date());
  });
  return { username: existing.username, action: 'updated' };
}
