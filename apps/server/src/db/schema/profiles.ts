import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A member's public face (issue 23): what a pilot tells clients about themselves. One row per
 * member, made on their first save; its absence reads as an empty profile.
 */
export const publicProfiles = pgTable('public_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  /** "Toronto, Ontario": the place the geocoder found, with its position for distances. */
  homeCity: text('home_city').notNull().default(''),
  homeLatitude: doublePrecision('home_latitude'),
  homeLongitude: doublePrecision('home_longitude'),
  travelKm: integer('travel_km').notNull().default(0),
  /** ISO 639 codes (packages/shared PROFILE_LANGUAGES). */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** An upload of kind `avatar`; its small copy is the upload's thumbnail. */
  avatarUploadId: text('avatar_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A picture of a pilot's own work, public by their choice (never a result file by itself). */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An upload of kind `portfolio`. */
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_user_idx').on(t.userId, t.id)],
);
