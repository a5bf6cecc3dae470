import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentFrom } from '@airwork/shared/payments/payment-states';
import type { DisputeOutcome, DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import type { DbOrTx } from '../../db/client';
import { airworks } from '../../db/schema/airworks';
import { disputeFiles, disputeStatements, disputes } from '../../db/schema/disputes';
import { payments } from '../../db/schema/payments';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

export type DisputeRow = typeof disputes.$inferSelect;

/** The Airwork's dispute, if any; locked for the rest of the transaction when `lock`. */
export async function disputeOf(db: DbOrTx, airworkId: number, lock = false) {
  const query = db.select().from(disputes).where(eq(disputes.airworkId, airworkId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Opens the dispute; undefined when the Airwork has one already (its unique key). */
export async function insertDispute(
  tx: DbOrTx,
  d: { airworkId: number; openedBy: number; reason: DisputeReason; fromStatus: number },
  at: Date,
) {
  const [row] = await tx
    .insert(disputes)
    .values({ ...d, openedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertStatement(
  tx: DbOrTx,
  s: { disputeId: number; authorId: number; text: string },
  at: Date,
) {
  const [row] = await tx
    .insert(disputeStatements)
    .values({ ...s, createdAt: at })
    .returning({ id: disputeStatements.id });
  return row!;
}

/** The author's own evidence files among `ids`, not yet given with another statement. */
export async function unusedEvidence(tx: DbOrTx, ids: string[], ownerId: number) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: uploads.id })
    .from(uploads)
    .leftJoin(disputeFiles, eq(disputeFiles.uploadId, uploads.id))
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.ownerId, ownerId),
        eq(uploads.private, true),
        sql`${uploads.storageKey} like 'disputes/%'`,
        isNull(disputeFiles.statementId),
      ),
    );
}

export async function attachEvidence(tx: DbOrTx, statementId: number, uploadIds: string[]) {
  if (uploadIds.length === 0) return;
  await tx
    .insert(disputeFiles)
    .values(uploadIds.map((uploadId, position) => ({ statementId, uploadId, position })));
}

/** Every statement of a dispute, oldest first, with its author's name and role. */
export async function statementsOf(db: DbOrTx, disputeId: number) {
  return db
    .select({
      id: disputeStatements.id,
      authorId: disputeStatements.authorId,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      text: disputeStatements.text,
      createdAt: disputeStatements.createdAt,
    })
    .from(disputeStatements)
    .innerJoin(users, eq(users.id, disputeStatements.authorId))
    .where(eq(disputeStatements.disputeId, disputeId))
    .orderBy(asc(disputeStatements.id));
}

/** The files of the statements, in each statement's order. */
export async function evidenceOf(db: DbOrTx, statementIds: number[]) {
  if (statementIds.length === 0) return [];
  return db
    .select({
      statementId: disputeFiles.statementId,
      id: uploads.id,
      contentType: uploads.contentType,
      originalName: uploads.originalName,
      size: uploads.size,
    })
    .from(disputeFiles)
    .innerJoin(uploads, eq(uploads.id, disputeFiles.uploadId))
    .where(inArray(disputeFiles.statementId, statementIds))
    .orderBy(asc(disputeFiles.statementId), asc(disputeFiles.position));
}

/** Records the decision on a dispute that has none. */
export async function recordDecision(
  tx: DbOrTx,
  id: number,
  d: { outcome: DisputeOutcome; captureCents: number; reason: string; by: number },
  at: Date,
) {
  await tx
    .update(disputes)
    .set({
      outcome: d.outcome,
      captureCents: d.captureCents,
      decisionReason: d.reason,
      decidedBy: d.by,
      decidedAt: at,
    })
    .where(and(eq(disputes.id, id), isNull(disputes.decidedAt)));
}

export async function markSettled(db: DbOrTx, id: number, at: Date) {
  await db
    .update(disputes)
    .set({ settledAt: at })
    .where(and(eq(disputes.id, id), isNull(disputes.settledAt)));
}

/** Decided disputes whose money has not moved yet (the provider failed): retried by the job. */
export async function unsettled(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ airworkId: disputes.airworkId })
    .from(disputes)
    .where(and(isNotNull(disputes.decidedAt), isNull(disputes.settledAt)))
    .orderBy(asc(disputes.decidedAt))
    .limit(limit);
  return rows.map((r) => r.airworkId);
}

/**
 * Disputes whose money still waits on the hold (open, or decided to pay the pilot and not
 * settled) while the hold passed its validity: the job marks it lapsed and asks the client to
 * renew it.
 */
export async function holdsPastValidity(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .selectDistinct({ airworkId: disputes.airworkId })
    .from(disputes)
    .innerJoin(payments, eq(payments.airworkId, disputes.airworkId))
    .where(
      and(
        isNull(disputes.settledAt),
        or(isNull(disputes.outcome), ne(disputes.outcome, 'refund')),
        inArray(payments.state, paymentFrom('lapse')),
        lte(payments.expiresAt, now),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.airworkId);
}

const clients = alias(users, 'dispute_client');
const pilots = alias(users, 'dispute_pilot');

/** A page of the admins' queue: open disputes oldest first, or decided ones newest first. */
export async function queuePage(
  db: DbOrTx,
  state: 'open' | 'decided',
  limit: number,
  offset: number,
) {
  const open = state === 'open';
  const statementCount = db
    .select({ n: count() })
    .from(disputeStatements)
    .where(eq(disputeStatements.disputeId, disputes.id));
  return db
    .select({
      airworkId: disputes.airworkId,
      tasksId: airworks.tasksId,
      title: airworks.title,
      reason: disputes.reason,
      openedBy: disputes.openedBy,
      clientId: airworks.clientId,
      openedAt: disputes.openedAt,
      clientFirst: clients.firstName,
      clientLast: clients.lastName,
      pilotFirst: pilots.firstName,
      pilotLast: pilots.lastName,
      statements: sql<number>`(${statementCount})::int`,
      outcome: disputes.outcome,
      decidedAt: disputes.decidedAt,
    })
    .from(disputes)
    .innerJoin(airworks, eq(airworks.id, disputes.airworkId))
    .innerJoin(clients, eq(clients.id, airworks.clientId))
    .leftJoin(pilots, eq(pilots.id, airworks.pilotId))
    .where(open ? isNull(disputes.decidedAt) : isNotNull(disputes.decidedAt))
    .orderBy(
      ...(open
        ? [asc(disputes.openedAt), asc(disputes.id)]
        : [desc(disputes.decidedAt), desc(disputes.id)]),
    )
    .limit(limit)
    .offset(offset);
}

export async function queueTotal(db: DbOrTx, state: 'open' | 'decided') {
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(state === 'open' ? isNull(disputes.decidedAt) : isNotNull(disputes.decidedAt));
  return row?.n ?? 0;
}
