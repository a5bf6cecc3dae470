import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { DbOrTx } from '../../db/client';
import { pilotProfiles } from '../../db/schema/pilots';
import { users } from '../../db/schema/users';

const rowColumns = {
  id: users.id,
  user_numbers: users.userNumbers,
  first_name: users.firstName,
  last_name: users.lastName,
  active: users.active,
  verification: pilotProfiles.verification,
  submittedAt: pilotProfiles.submittedAt,
  certificateType: pilotProfiles.certificateType,
};

async function page(db: DbOrTx, where: SQL | undefined, size: number, offset: number) {
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(where);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(pilotProfiles, eq(pilotProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(pilotProfiles.submittedAt), asc(users.id))
    .limit(size)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

/** Pilots, by name, username or ID number when `pattern` is given. */
export function listPilots(db: DbOrTx, pattern: string | undefined, size: number, offset: number) {
  const match = pattern
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.username, pattern),
        ilike(users.userNumbers, pattern),
      )
    : undefined;
  return page(db, and(eq(users.roleId, Role.pilot), match), size, offset);
}

/** Pilots whose submitted certificate awaits a decision, the longest waiting first. */
export function listWaiting(db: DbOrTx, waiting: number, size: number, offset: number) {
  return page(
    db,
    and(eq(users.roleId, Role.pilot), eq(pilotProfiles.verification, waiting)),
    size,
    offset,
  );
}
