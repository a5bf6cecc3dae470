import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { ApplicationStatus } from '@airwork/shared/hiring/application.schema';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkApplications } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';

// What a viewer of Airworks learns of the applications to them: a pilot, where theirs stand;
// a client, how many wait on theirs.

/**
 * The state of `pilotId`'s latest application to each of `airworkIds` that has one (a pilot
 * who withdrew and applied again has both: read in order, the later one stays in the map).
 */
export async function applicationStates(
  db: DbOrTx,
  pilotId: number,
  airworkIds: number[],
): Promise<Map<number, number>> {
  if (airworkIds.length === 0) return new Map();
  const rows = await db
    .select({ airworkId: airworkApplications.airworkId, status: airworkApplications.status })
    .from(airworkApplications)
    .where(
      and(
        eq(airworkApplications.pilotId, pilotId),
        inArray(airworkApplications.airworkId, airworkIds),
      ),
    )
    .orderBy(asc(airworkApplications.id));
  return new Map(rows.map((r) => [r.airworkId, r.status]));
}

/**
 * How many proposals wait for the client's decision on each of these Airworks (issue 46): the
 * ones `/api/tasks/applyInfo` shows them (hiring's `waitingForClient`) — waiting, from a pilot
 * whose account is active. Only the client's own Airworks are counted.
 */
export async function waitingProposalCounts(
  db: DbOrTx,
  clientId: number,
  airworkIds: number[],
): Promise<Map<number, number>> {
  if (airworkIds.length === 0) return new Map();
  const rows = await db
    .select({ airworkId: airworkApplications.airworkId, n: count() })
    .from(airworkApplications)
    .innerJoin(airworks, eq(airworks.id, airworkApplications.airworkId))
    .innerJoin(users, eq(users.id, airworkApplications.pilotId))
    .where(
      and(
        eq(airworks.clientId, clientId),
        inArray(airworkApplications.airworkId, airworkIds),
        eq(airworkApplications.status, ApplicationStatus.waiting),
        eq(users.active, AccountStatus.active),
      ),
    )
    .groupBy(airworkApplications.airworkId);
  return new Map(rows.map((r) => [r.airworkId, r.n]));
}
