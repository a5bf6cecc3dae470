import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { airworkApplications } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';

const Waiting = 1;
const Withdrawn = 2;

export interface Proposal {
  note: string;
  priceCents: number | null;
  earliestOn: string | null;
}

/**
 * A new waiting application, with the next proposal version of this pilot for this Airwork;
 * undefined when the pilot has one that is not withdrawn. A withdrawn one is never made again:
 * what a client read under an id stays what that id approves. The caller holds the Airwork's
 * lock, so the version counted is not counted twice.
 */
export async function insertApplication(
  db: DbOrTx,
  airworkId: number,
  pilotId: number,
  proposal: Proposal,
  at: Date,
): Promise<{ id: number; proposalVersion: number } | undefined> {
  const mine = and(
    eq(airworkApplications.airworkId, airworkId),
    eq(airworkApplications.pilotId, pilotId),
  );
  const [earlier] = await db.select({ n: count() }).from(airworkApplications).where(mine);
  const [row] = await db
    .insert(airworkApplications)
    .values({
      airworkId,
      pilotId,
      ...proposal,
      proposalVersion: (earlier?.n ?? 0) + 1,
      createdAt: at,
    })
    .onConflictDoNothing({
      target: [airworkApplications.airworkId, airworkApplications.pilotId],
      where: sql`${airworkApplications.status} <> ${Withdrawn}`,
    })
    .returning({
      id: airworkApplications.id,
      proposalVersion: airworkApplications.proposalVersion,
    });
  return row;
}

/** Withdraws the pilot's waiting application to the Airwork; its id, or undefined. */
export async function withdrawApplication(db: DbOrTx, airworkId: number, pilotId: number) {
  const [row] = await db
    .update(airworkApplications)
    .set({ status: Withdrawn, decidedAt: new Date() })
    .where(
      and(
        eq(airworkApplications.airworkId, airworkId),
        eq(airworkApplications.pilotId, pilotId),
        eq(airworkApplications.status, Waiting),
      ),
    )
    .returning({ id: airworkApplications.id });
  return row?.id;
}

/** The pilot's latest application to the Airwork, whatever its state. */
export async function applicationOf(db: DbOrTx, airworkId: number, pilotId: number) {
  const [row] = await db
    .select({ id: airworkApplications.id, status: airworkApplications.status })
    .from(airworkApplications)
    .where(
      and(eq(airworkApplications.airworkId, airworkId), eq(airworkApplications.pilotId, pilotId)),
    )
    .orderBy(desc(airworkApplications.id))
    .limit(1);
  return row;
}

/** Whether the pilot made a later proposal to the Airwork than the application `id`. */
export async function hasLaterProposal(
  db: DbOrTx,
  a: { id: number; airworkId: number; pilotId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: airworkApplications.id })
    .from(airworkApplications)
    .where(
      and(
        eq(airworkApplications.airworkId, a.airworkId),
        eq(airworkApplications.pilotId, a.pilotId),
        gt(airworkApplications.id, a.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: airworkApplications.id,
      airworkId: airworkApplications.airworkId,
      pilotId: airworkApplications.pilotId,
      status: airworkApplications.status,
      priceCents: airworkApplications.priceCents,
      proposalVersion: airworkApplications.proposalVersion,
      pilotActive: users.active,
    })
    .from(airworkApplications)
    .innerJoin(users, eq(users.id, airworkApplications.pilotId))
    .where(eq(airworkApplications.id, id));
  return row;
}

/** Decides a waiting application; false when it was no longer waiting (one winner). */
export async function decideApplication(db: DbOrTx, id: number, status: number): Promise<boolean> {
  const rows = await db
    .update(airworkApplications)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(airworkApplications.id, id), eq(airworkApplications.status, Waiting)))
    .returning({ id: airworkApplications.id });
  return rows.length === 1;
}

/** Closes the Airwork's other waiting applications; answers their pilots. */
export async function closeOthers(
  db: DbOrTx,
  airworkId: number,
  exceptId: number,
  closed: number,
): Promise<number[]> {
  const rows = await db
    .update(airworkApplications)
    .set({ status: closed, decidedAt: new Date() })
    .where(
      and(
        eq(airworkApplications.airworkId, airworkId),
        eq(airworkApplications.status, Waiting),
        ne(airworkApplications.id, exceptId),
      ),
    )
    .returning({ pilotId: airworkApplications.pilotId });
  return rows.map((r) => r.pilotId);
}

const applicationColumns = {
  id: airworkApplications.id,
  taskId: airworks.id,
  tasksId: airworks.tasksId,
  tasksTitle: airworks.title,
  pilotUserId: airworkApplications.pilotId,
  pilotUsername: users.username,
  status: airworkApplications.status,
  createdAt: airworkApplications.createdAt,
  note: airworkApplications.note,
  priceCents: airworkApplications.priceCents,
  salaryCents: airworks.salaryCents,
  earliestOn: airworkApplications.earliestOn,
  proposalVersion: airworkApplications.proposalVersion,
};

/**
 * The waiting applications to a client's open Airworks, newest first; only those of pilots
 * who may fly (verified and neither blocked nor deleted since they applied).
 */
export async function waitingForClient(db: DbOrTx, clientId: number, limit: number) {
  return db
    .select({
      ...applicationColumns,
      fileFormat: airworks.fileFormat,
      site: { latitude: airworks.latitude, longitude: airworks.longitude },
    })
    .from(airworkApplications)
    .innerJoin(airworks, eq(airworks.id, airworkApplications.airworkId))
    .innerJoin(users, eq(users.id, airworkApplications.pilotId))
    .where(
      and(
        eq(airworks.clientId, clientId),
        eq(airworkApplications.status, Waiting),
        eq(users.active, AccountStatus.active),
      ),
    )
    .orderBy(desc(airworkApplications.createdAt), desc(airworkApplications.id))
    .limit(limit);
}

/** A pilot's applications, newest first, with the Airwork each is for. */
export async function forPilot(db: DbOrTx, pilotId: number, limit: number, offset: number) {
  const where = eq(airworkApplications.pilotId, pilotId);
  const [total] = await db.select({ n: count() }).from(airworkApplications).where(where);
  const rows = await db
    .select({
      id: airworkApplications.id,
      taskId: airworks.id,
      tasksId: airworks.tasksId,
      tasksTitle: airworks.title,
      city: airworks.city,
      salaryCents: airworks.salaryCents,
      priceCents: airworkApplications.priceCents,
      status: airworkApplications.status,
      taskStatus: airworks.status,
      createdAt: airworkApplications.createdAt,
    })
    .from(airworkApplications)
    .innerJoin(airworks, eq(airworks.id, airworkApplications.airworkId))
    .where(where)
    .orderBy(desc(airworkApplications.createdAt), desc(airworkApplications.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}
