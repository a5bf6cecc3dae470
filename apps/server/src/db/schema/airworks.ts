import { desc, sql, type SQL } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORY_IDS } from '@airwork/shared/airworks/airwork.schema';
import { users } from './users';

/**
 * A place as a point of the unit sphere (a `cube` of three coordinates), from a position rounded
 * to two decimals as everyone but the owner sees it (airwork-dto.ts): ordered by the exact one,
 * searches from many points could close in on an address. The straight-line distance between
 * two such points grows with the distance over the Earth, so the nearest are the nearest. The
 * search's expression and the index's must be this same one for the index to serve it.
 */
export function sphereCube(latitude: SQL | number, longitude: SQL | number): SQL {
  const lat = sql`radians(round(${latitude} * 100) / 100)`;
  const lng = sql`radians(round(${longitude} * 100) / 100)`;
  return sql`cube(array[cos(${lat}) * cos(${lng}), cos(${lat}) * sin(${lng}), sin(${lat})])`;
}

/**
 * A search in one category reads that category's Airworks only (issue 22): partial indexes,
 * one pair per category the contract accepts (`CATEGORY_IDS`), whose condition is the search's
 * own `category_ids && '{k}'`, so the planner proves a one-category search (the lists' filter)
 * inside them; a search in several categories takes the indexes over every Airwork. An Airwork
 * is written into its own categories' pair only. At 100,000 Airworks a keyword's bitmap within
 * a category costs ~0.2 ms against ~1.2 ms intersected with the category inside the
 * all-Airworks index, and a category's newest page walks an eighth of the rows: never-repeated
 * keyword + category + price searches went from 227 to 392 a second through the product, same
 * machine and run (docs/operations.md). A category added to the list needs a migration for its
 * pair (drizzle-kit generates it); `category-indexes.test.ts` says so.
 */
type Indexed = 'categoryIds' | 'searchText' | 'status' | 'createdAt' | 'id';

function categoryIndexes(t: Record<Indexed, ExtraConfigColumn>) {
  return CATEGORY_IDS.flatMap((k) => {
    const inCategory = sql`${t.categoryIds} && '{${sql.raw(String(k))}}'::smallint[]`;
    return [
      index(`airworks_c${k}_text_idx`)
        .using('gin', t.searchText.op('gin_trgm_ops'))
        .with({ fastupdate: false })
        .where(inCategory),
      index(`airworks_c${k}_created_idx`)
        .on(t.status, desc(t.createdAt), desc(t.id))
        .where(inCategory),
    ];
  });
}

/** A client's mission (spec section 3, "Airwork"). Money in integer cents. */
export const airworks = pgTable(
  'airworks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The mission number people read: random, so it tells nothing of how many exist. */
    tasksId: text('tasks_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pilotId: integer('pilot_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull().default('CA'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * The service categories (one or more of the eight), sorted. An array on the row, not a join
     * table: the search filters by it without building a hash of every link on each query, and
     * every list reads it with the row (issue 22).
     */
    categoryIds: smallint('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Weather condition codes 1–3, comma-joined as on the wire. */
    conditions: text('conditions').notNull(),
    fileFormat: text('file_format').notNull(),
    salaryCents: integer('salary_cents').notNull(),
    paymentMethod: smallint('payment_method').notNull().default(1),
    /** Payment method 3 only: the card's brand and last four digits, never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The storage key of the optional attachment. */
    attachmentKey: text('attachment_key'),
    /**
     * Copies every read of an Airwork shows: its client's username and its attachment's content
     * type. Written by triggers only (migration 0024), from the user and the upload, whoever
     * writes the Airwork, and kept if either ever changes: a page of the search reads them off
     * its own rows instead of a subquery per row into users and uploads, which took about a
     * sixth of the database's time on a search made once (issue 22).
     */
    clientName: text('client_name').notNull().default(''),
    attachmentType: text('attachment_type'),
    status: smallint('status').notNull().default(1),
    /** Title, description, address and city folded for search (`foldForSearch`). */
    searchText: text('search_text').notNull().default(''),
    /** City, province and address folded the same way: what a location filter matches. */
    placeText: text('place_text').notNull().default(''),
    /** The flight day the assigned pilot set (year-month-day, the site's calendar day). */
    scheduledOn: date('scheduled_on'),
    /** The day the client needs the work by (optional, issue 23): a flight after it warns. */
    neededBy: date('needed_by'),
    /** When the pilot last submitted the results (status 6): the 14 days run from here. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the client (or the 14-day rule) accepted the results. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('airworks_tasks_id_key').on(t.tasksId),
    // The scheduled jobs: Airworks whose flight day came, results waiting for a decision.
    index('airworks_scheduled_on_idx')
      .on(t.scheduledOn)
      .where(sql`${t.status} = 3`),
    // The Airworks an upload is attached to, for the copies of its type (migration 0024).
    index('airworks_attachment_key_idx')
      .on(t.attachmentKey)
      .where(sql`${t.attachmentKey} is not null`),
    index('airworks_awaiting_acceptance_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 6 and ${t.acceptedAt} is null`),
    index('airworks_client_status_idx').on(t.clientId, t.status, desc(t.createdAt)),
    // The search's and the lists' order (newest first, id breaking ties) straight off the index.
    index('airworks_status_created_idx').on(t.status, desc(t.createdAt), desc(t.id)),
    index('airworks_pilot_status_idx').on(t.pilotId, t.status, desc(t.createdAt)),
    // Categories and trigrams in one index: a keyword anywhere in the text, a category, or both
    // at once are found without walking the open Airworks (one scan intersects both inside the
    // index; a search's count reads only the Airworks that have the word in that category).
    // No pending list (fastupdate): a posting goes into the index at once, a little slower,
    // instead of into a list every search reads through until a vacuum merges it — with the
    // list, the planner priced the index so high it scanned the table instead.
    index('airworks_category_text_idx')
      .using('gin', t.categoryIds, t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The lobby's city filter: that city's open Airworks, newest first.
    index('airworks_status_city_idx').on(t.status, sql`lower(${t.city})`, desc(t.createdAt)),
    // The search's other orders (issue 23), walked like the newest: by price (forwards for
    // the highest first, backwards for the lowest) and by the day needed (none last).
    index('airworks_status_salary_idx').on(t.status, desc(t.salaryCents), desc(t.id)),
    index('airworks_status_needed_by_idx').on(t.status, t.neededBy, t.id),
    // The nearest first, for open Airworks: a walk outwards from a point (GiST, cube).
    index('airworks_open_place_idx')
      .using('gist', sphereCube(sql`${t.latitude}`, sql`${t.longitude}`))
      .where(sql`${t.status} = 1`),
    ...categoryIndexes(t),
  ],
);

/**
 * What a search in one category filters on, one row per Airwork and category, kept by triggers
 * only (migration 0025) and partitioned by category: `airwork_search_c1` … `_c8`, and
 * `airwork_search_other` for a category added before its partition (drizzle-kit does not model
 * partitions; the migration makes them). A search's count in one category reads its
 * partition, where that category's Airworks lie together in narrow rows, instead of reading
 * them across the whole of `airworks`: the count's bitmap of a keyword's matches then touches a
 * few hundred pages instead of about two thousand (issue 22, docs/operations.md). `province`
 * and `city` are stored lower-cased, as the search compares them. Not copied by a database
 * move (the triggers fill it as `airworks` is copied), but checked like every table.
 */
export const airworkSearch = pgTable(
  'airwork_search',
  {
    categoryId: smallint('category_id').notNull(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    salaryCents: integer('salary_cents').notNull(),
    neededBy: date('needed_by'),
    searchText: text('search_text').notNull(),
    placeText: text('place_text').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    // The Airwork first: the foreign key's cascade and the triggers find its rows by it.
    primaryKey({ columns: [t.airworkId, t.categoryId] }),
    index('airwork_search_text_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('airwork_search_created_idx').on(t.status, desc(t.createdAt), desc(t.airworkId)),
    index('airwork_search_city_idx').on(t.status, t.city, desc(t.createdAt)),
  ],
);

/** Tables the database fills from others (triggers): a move checks them but does not copy them. */
export const DERIVED_TABLES = ['airwork_search'];
