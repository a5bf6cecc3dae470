import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { userNumbersTaken } from './accounts.repository';

/**
 * A member number people can read out: the role digit, then seven random digits, so it tells
 * nothing of how many accounts exist. Tried again on the rare collision.
 */
export async function newUserNumbers(db: DbOrTx, role: number): Promise<string> {
  for (;;) {
    const candidate = `${role}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
    if (!(await userNumbersTaken(db, candidate))) return candidate;
  }
}
