import { desc, sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The Polish classifieds board. `id` is a 24-hex string, the `_id` its clients know. */
export const classifieds = pgTable(
  'classifieds',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: smallint('category').notNull(),
    voivodeship: smallint('voivodeship').notNull(),
    premium: smallint('premium').notNull().default(0),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board lists top-of-page ads first, then newest first.
    index('classifieds_listing_idx').on(
      sql`(${t.premium} >= 2)`.append(sql` DESC`),
      desc(t.createdAt),
    ),
    index('classifieds_category_idx').on(t.category),
    index('classifieds_voivodeship_idx').on(t.voivodeship),
  ],
);

/** Up to five photos an ad; the bytes live in file storage under `storageKey`. */
export const classifiedPhotos = pgTable(
  'classified_photos',
  {
    id: text('id').primaryKey(),
    classifiedId: text('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classified_photos_classified_idx').on(t.classifiedId, t.createdAt)],
);
