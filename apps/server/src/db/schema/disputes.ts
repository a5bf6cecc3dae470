import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DisputeOutcome, DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import { airworks } from './airworks';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A dispute (issue 25): at most one per Airwork. Open until an admin decides; the decision is
 * written once (`decided_at`), and `settled_at` says when its money moved at the provider —
 * a decision whose provider call failed stays unsettled and is retried.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<DisputeReason>().notNull(),
    /** The Airwork's status when the dispute was opened. */
    fromStatus: smallint('from_status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<DisputeOutcome>(),
    /** What the client pays the pilot, in cents: the hold (release), 0 (refund), a part (split). */
    captureCents: integer('capture_cents'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('disputes_airwork_key').on(t.airworkId),
    index('disputes_open_idx')
      .on(t.openedAt, t.id)
      .where(sql`${t.decidedAt} is null`),
    index('disputes_decided_idx')
      .on(t.decidedAt, t.id)
      .where(sql`${t.decidedAt} is not null`),
  ],
);

/** What a party (or an admin asking them) said in a dispute, the opening statement first. */
export const disputeStatements = pgTable(
  'dispute_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_statements_dispute_idx').on(t.disputeId, t.id)],
);

/** The files a statement carries (private uploads of its author), in the order given. */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => disputeStatements.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.uploadId] }),
    uniqueIndex('dispute_files_upload_key').on(t.uploadId),
  ],
);
