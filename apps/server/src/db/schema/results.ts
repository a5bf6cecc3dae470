import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { airworks } from './airworks';
import { users } from './users';

/** A result file the assigned pilot uploaded for an Airwork (spec section 3, "task result media"). */
export const airworkResults = pgTable(
  'airwork_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    airworkId: integer('airwork_id')
      .notNull()
      .references(() => airworks.id, { onDelete: 'cascade' }),
    pilotId: integer('pilot_id').references(() => users.id, { onDelete: 'set null' }),
    /** The storage adapter's key; never shown, files are served through signed links. */
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The upload's identifier: merging the same upload twice records it once. */
    identifier: text('identifier').notNull(),
    /** Where a geotagged photo was taken (EXIF GPS), when it says. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('airwork_results_airwork_idx').on(t.airworkId, t.id),
    uniqueIndex('airwork_results_airwork_identifier_key').on(t.airworkId, t.identifier),
  ],
);
