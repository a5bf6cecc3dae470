import { AccountStatus, Role } from '@airwork/shared/accounts/account-constants';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import * as repo from '../modules/accounts/accounts.repository';

/** Demo log-ins printed at start; never seeded in production unless SEED_DEMO=1. */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo_client',
    password: 'airwork-demo',
    role: Role.client,
    active: AccountStatus.active,
    firstName: 'Chloe',
    lastName: 'Tremblay',
    email: 'client@demo.airwork.invalid',
    mobile: '+14165550101',
    userNumbers: '20000001',
  },
  {
    username: 'demo_pilot',
    password: 'airwork-demo',
    role: Role.pilot,
    // As sign-up leaves a pilot: the story sends their papers and an admin approves them.
    active: AccountStatus.uncertified,
    firstName: 'Liam',
    lastName: 'Chen',
    email: 'pilot@demo.airwork.invalid',
    mobile: '+16045550102',
    userNumbers: '10000001',
  },
  // Two more pilots, so that an open Airwork has proposals to compare.
  {
    username: 'demo_pilot2',
    password: 'airwork-demo',
    role: Role.pilot,
    // As sign-up leaves a pilot: the story sends their papers and an admin approves them.
    active: AccountStatus.uncertified,
    firstName: 'Amelia',
    lastName: 'Singh',
    email: 'pilot2@demo.airwork.invalid',
    mobile: '+14035550103',
    userNumbers: '10000002',
  },
  {
    username: 'demo_pilot3',
    password: 'airwork-demo',
    role: Role.pilot,
    // As sign-up leaves a pilot: the story sends their papers and an admin approves them.
    active: AccountStatus.uncertified,
    firstName: 'Noah',
    lastName: 'Gagnon',
    email: 'pilot3@demo.airwork.invalid',
    mobile: '+15145550104',
    userNumbers: '10000003',
  },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    if (await repo.findAccountIdByUsername(db, a.username)) continue;
    await repo.insertUser(db, {
      userNumbers: a.userNumbers,
      username: a.username,
      email: a.email,
      mobile: a.mobile,
      passwordHash: await hashPassword(a.password),
      firstName: a.firstName,
      lastName: a.lastName,
      roleId: a.role,
      active: a.active,
      notifyEmail: a.email,
    });
  }
}
