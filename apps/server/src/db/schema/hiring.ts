import { desc, sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airworks } from './airworks';
import { users } from './users';

/**
 * A pilot's application to an Airwork, never changed once made but for its status: what the
 * client read is what they approve. At most one per pilot and Airwork is not withdrawn; a pilot
 * who withdraws and applies again makes a new one, with a new id and the next version.
 */
export const airworkApplications = pgTable(
  'airwork_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    pilotId: integer('pilot_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 waiting, 2 withdrawn, 9 approved, 0 disapproved, 3 closed (`ApplicationStatus`). */
    status: smallint('status').notNull().default(1),
    /** The pilot's words to the client ('' from the spec's two-field call). */
    note: text('note').notNull().default(''),
    /** The pilot's own price, what the client would pay (tax in); null: the Airwork's. */
    priceCents: integer('price_cents'),
    /** The earliest day the pilot can fly; null: not said. */
    earliestOn: date('earliest_on'),
    /** 1 for a pilot's first proposal to this Airwork, 2 for the one after a withdrawal … */
    proposalVersion: smallint('proposal_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('airwork_applications_airwork_pilot_key')
      .on(t.airworkId, t.pilotId)
      .where(sql`${t.status} <> 2`),
    index('airwork_applications_pilot_idx').on(t.pilotId, desc(t.createdAt)),
    index('airwork_applications_waiting_idx')
      .on(t.airworkId)
      .where(sql`${t.status} = 1`),
  ],
);

/** Every change of an Airwork's status: who, when, from, to, and why. */
export const airworkTransitions = pgTable(
  'airwork_transitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    /** Null for creation. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    action: text('action').notNull(),
    /** Null when the system acted (a scheduled job). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The price the change agreed (a proposal's own, at approval); null for most changes. */
    priceCents: integer('price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('airwork_transitions_airwork_idx').on(t.airworkId, t.id)],
);

/**
 * A rating of one side by the other for one Airwork. `visibleAt` is when it may be shown
 * (double-blind: both rated, or 14 days after completion); null until then.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visibleAt: timestamp('visible_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ratings_airwork_from_key').on(t.airworkId, t.fromUserId),
    index('ratings_to_user_idx').on(t.toUserId),
  ],
);
